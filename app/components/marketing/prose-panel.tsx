import { CheckList } from "~/components/marketing/check-list";
import { Card } from "~/components/ui/card";

/** Running text for a section that explains rather than lists, with optional key points beside it. */
export function ProsePanel({ paragraphs, points }: { paragraphs: readonly string[]; points?: readonly string[] }) {
  const hasPoints = points !== undefined && points.length > 0;
  return (
    <Card padding="lg" className={hasPoints ? "grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : "max-w-4xl"}>
      <div className="max-w-3xl space-y-4 text-base leading-relaxed text-pretty text-slate-200 sm:text-lg">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {hasPoints ? (
        <CheckList
          items={points}
          className="rounded-2xl border border-white/10 bg-surface-800/60 p-5 sm:p-6 lg:self-start"
        />
      ) : null}
    </Card>
  );
}

import { Terminal } from "lucide-react";

import { Card } from "~/components/ui/card";

import { MIN_REPORT_SECONDS_TEXT, pushExamples } from "../push-examples";

/**
 * How a venue sends its numbers: one curl call, and a small script for the venue's own machine
 * (PowerShell, since most venues' machines run Windows, and a shell loop). With a token just made,
 * the examples carry it; otherwise a placeholder.
 */
export function PushExamples({ pushUrl, token }: { pushUrl: string; token: string | null }) {
  const examples = pushExamples(pushUrl, token ?? "YOUR_TOKEN");
  return (
    <Card as="section" padding="lg" aria-labelledby="push-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Terminal aria-hidden="true" className="size-5 text-accent-300" />
        <h2 id="push-heading" className="text-lg font-semibold text-white">
          Send the numbers yourself
        </h2>
      </div>
      <p className="text-sm leading-relaxed text-slate-300">
        Any machine at your venue can post the counts to{" "}
        <code className="font-mono break-all text-white">{pushUrl}</code> with a token, every minute or two. Numbers
        older than 10 minutes are no longer shown. {MIN_REPORT_SECONDS_TEXT}
      </p>
      {examples.map((example) => (
        <div key={example.title} className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-white">{example.title}</h3>
          <p className="text-sm text-slate-300">{example.about}</p>
          <pre
            role="region"
            aria-label={example.title}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            className="overflow-x-auto rounded-lg bg-black/50 p-3 font-mono text-xs leading-relaxed text-slate-100"
          >
            {example.code}
          </pre>
        </div>
      ))}
    </Card>
  );
}

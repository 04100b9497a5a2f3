import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import type { Step } from "~/content/marketing-types";

/** An ordered how-it-works list: numbered cards side by side on wide screens. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {steps.map((step, index) => (
        <Card as="li" key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-accent-400 font-display text-lg font-bold text-surface-950"
          >
            {index + 1}
          </span>
          <CardTitle className="mt-4">{step.title}</CardTitle>
          <CardDescription>{step.text}</CardDescription>
        </Card>
      ))}
    </ol>
  );
}

import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";

import type { FaqItemView } from "../results";
import { FAQ_FILTER_LABELS } from "../content-values";

/**
 * The questions, each opening its answer; several can be open at once. The answers are in the
 * page's HTML even while closed (forceMount, hidden by CSS), so search engines have them. Each
 * question is its own disclosure (Radix Collapsible): with several open at once, the accordion's
 * extra keyboard model cost ~3 KB of script on the page for nothing the spec asks.
 */
export function FaqAccordion({ items }: { items: FaqItemView[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <Collapsible.Root
          asChild
          key={item.id}
          className="rounded-2xl border border-surface-700/80 bg-surface-900/85 shadow-lg shadow-black/20 backdrop-blur-sm transition-colors has-[[data-state=open]]:border-accent-400/40"
        >
          <li>
            <h2>
              <Collapsible.Trigger className="group flex w-full items-start gap-4 rounded-2xl px-5 py-4 text-left sm:px-6 sm:py-5">
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="text-xs font-semibold tracking-widest text-accent-300 uppercase">
                    {FAQ_FILTER_LABELS[item.category]}
                  </span>
                  <span className="text-base font-semibold break-words text-white sm:text-lg">{item.question}</span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-5 size-5 shrink-0 text-slate-300 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Collapsible.Trigger>
            </h2>
            <Collapsible.Content forceMount className="px-5 pb-5 data-[state=closed]:hidden sm:px-6 sm:pb-6">
              <p className="leading-relaxed whitespace-pre-line text-slate-200">{item.answer}</p>
            </Collapsible.Content>
          </li>
        </Collapsible.Root>
      ))}
    </ul>
  );
}

/** FAQPage structured data for the questions shown; `<` is escaped so an answer cannot end the script. */
export function FaqStructuredData({ items }: { items: FaqItemView[] }) {
  if (items.length === 0) return null;
  const json = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

import type { ReactNode } from "react";

import type { PolicyBlock, PolicySectionContent } from "~/content/privacy-page";

/** One numbered section of a policy page: its h2 (the target of the contents' link), then its text. */
export function PolicySection({ section, contact }: { section: PolicySectionContent; contact: ReactNode }) {
  const { id, title, blocks } = section;
  return (
    <section aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold tracking-tight text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-300 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-100 [&_ul]:list-disc [&_ul]:space-y-3 [&_ul]:pl-5 [&_ul]:marker:text-accent-400">
        {blocks.map((block, index) => (
          <PolicyText key={index} block={block} contact={contact} />
        ))}
      </div>
    </section>
  );
}

/** `contact` is the site's contact address, as the page shows it (a mail link, or words). */
function PolicyText({ block, contact }: { block: PolicyBlock; contact: ReactNode }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block) {
    return (
      <ul>
        {block.list.map((point) =>
          typeof point === "string" ? (
            <li key={point}>{point}</li>
          ) : (
            <li key={point.lead}>
              <strong>{point.lead}</strong>
              {/* One text node with its space: `{" "}{point.text}` would add a marker comment to the HTML. */}
              {` ${point.text}`}
            </li>
          ),
        )}
      </ul>
    );
  }
  return (
    <p>
      {block.beforeContact}
      {contact}
      {block.afterContact}
    </p>
  );
}

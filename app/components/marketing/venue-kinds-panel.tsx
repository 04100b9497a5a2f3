import { ArrowRight, Building2 } from "lucide-react";
import { Link } from "react-router";

/** The kinds of venue the network serves, as tags, with a link to the page about them. */
export function VenueKindsPanel({
  title,
  kinds,
  link,
}: {
  title: string;
  kinds: readonly string[];
  link: { to: string; label: string };
}) {
  return (
    <div className="mt-10 rounded-2xl border border-white/10 bg-surface-900/70 p-6 backdrop-blur-sm sm:p-8">
      <h3 className="flex items-center gap-2 text-base font-semibold text-white">
        <Building2 aria-hidden="true" className="size-5 text-accent-300" />
        {title}
      </h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <li
            key={kind}
            className="rounded-full border border-surface-600 bg-surface-800/80 px-3 py-1 text-sm text-slate-200"
          >
            {kind}
          </li>
        ))}
      </ul>
      <Link
        to={link.to}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 hover:text-accent-200"
      >
        {link.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

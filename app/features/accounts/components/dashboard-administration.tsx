import { ChartColumn, ClipboardCheck, Inbox, LayoutList, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** The administrators' pages, one tap away from their dashboard (the server checks the role on each). */
const ADMINISTRATION_PAGES: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: "/admin/venues",
    title: "Review Queue",
    text: "Verify or reject new and changed venues.",
    icon: ClipboardCheck,
  },
  { to: "/contacts", title: "Contacts", text: "Every venue's contact, with the CSV export.", icon: Users },
  { to: "/admin/leads", title: "Leads", text: "Requests from the Join Our Network pages.", icon: Inbox },
  { to: "/admin/content", title: "Site Content", text: "The games and FAQ shown on the site.", icon: LayoutList },
  {
    to: "/admin/insights",
    title: "Network Insights",
    text: "Views, top venues and places with no center near.",
    icon: ChartColumn,
  },
];

export function DashboardAdministration() {
  return (
    <section aria-labelledby="administration-heading">
      <h2 id="administration-heading" className="font-display text-xl font-bold text-white">
        Administration
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {ADMINISTRATION_PAGES.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-3 rounded-2xl border border-surface-600 bg-surface-900/80 p-4 transition hover:border-accent-300"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                <span className="block font-semibold text-white">{title}</span>
                <span className="mt-1 block text-sm text-slate-300">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

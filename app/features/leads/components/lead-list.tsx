import { Building2, Globe, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";

import type { LeadRow } from "../list-leads.server";

/** Server and browser format the same instant the same way: in UTC, and say so. */
const LEAD_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatLeadTime(iso: string): string {
  return `${LEAD_TIME.format(new Date(iso))} UTC`;
}

/** The administrators' list of sign-up requests, newest first. */
export function LeadList({ leads }: { leads: LeadRow[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {leads.map((lead) => (
        <Card as="li" key={lead.id} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <h3 className="text-lg font-semibold break-words text-white">{lead.name}</h3>
            <p className="shrink-0 text-sm text-slate-300">
              <time dateTime={lead.createdAt}>{formatLeadTime(lead.createdAt)}</time>
            </p>
          </div>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Detail icon={<Mail />} label="E-mail">
              <a
                href={`mailto:${lead.email}`}
                className="font-medium break-all text-accent-300 underline-offset-2 hover:text-accent-200 hover:underline"
              >
                {lead.email}
              </a>
            </Detail>
            <Detail icon={<Building2 />} label="Venue">
              <span className="break-words">{lead.venueName}</span>
            </Detail>
            <Detail icon={<Phone />} label="Phone">
              {lead.phone ? (
                <a
                  href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                  className="text-accent-300 underline-offset-2 hover:text-accent-200 hover:underline"
                >
                  {lead.phone}
                </a>
              ) : (
                <span className="text-slate-300">Not given</span>
              )}
            </Detail>
            <Detail icon={<Globe />} label="Page">
              <span className="font-mono text-slate-200">/{lead.page}</span>
            </Detail>
          </dl>
          {lead.message ? (
            <blockquote className="rounded-lg border-l-2 border-accent-400/60 bg-surface-950/60 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-slate-200">
              {lead.message}
            </blockquote>
          ) : null}
        </Card>
      ))}
    </ul>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-slate-400 [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-slate-200">{children}</dd>
    </div>
  );
}

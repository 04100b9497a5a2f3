import clsx from "clsx";
import { Download, LockKeyhole, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

const widths = { "4xl": "max-w-4xl", "5xl": "max-w-5xl", "6xl": "max-w-6xl" } as const;

/** The frame of every administrators' page: the site's background and one centred column. */
export function AdminPage({ width = "5xl", children }: { width?: keyof typeof widths; children: ReactNode }) {
  return (
    <>
      <BackgroundVideo />
      <div className={clsx("mx-auto flex flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:px-8", widths[width])}>
        {children}
      </div>
    </>
  );
}

/**
 * An administrators' page's title, with the way back to the dashboard and, for lists that can be
 * downloaded, 'Export CSV' (a file, fetched by the browser itself rather than the router).
 */
export function AdminPageHeader({
  icon: Icon,
  title,
  description,
  csvHref,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  csvHref?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">Administrators</p>
        <h1 className="mt-2 flex items-center gap-3 font-display text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          <Icon aria-hidden="true" className="size-8 shrink-0 text-accent-300" />
          {title}
        </h1>
        {description ? <p className="mt-2 text-sm text-slate-300">{description}</p> : null}
        {children}
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/dashboard" variant="secondary">
          Back to Dashboard
        </ButtonLink>
        {csvHref ? (
          <ButtonLink to={csvHref} reloadDocument>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </ButtonLink>
        ) : null}
      </div>
    </header>
  );
}

/** What a member sees on an administrators' page: the server decided, this only explains. */
export function AdministratorsOnly({ children }: { children: ReactNode }) {
  return (
    <AdminPage width="4xl">
      <Card padding="lg" className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
        <LockKeyhole aria-hidden="true" className="size-10 text-accent-300" />
        <h1 className="font-display text-2xl font-bold tracking-tight text-white sm:text-3xl">Administrators only</h1>
        <p className="text-sm leading-relaxed text-slate-300">{children}</p>
        <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
      </Card>
    </AdminPage>
  );
}

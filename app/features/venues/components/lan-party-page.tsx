import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** The frame of the LAN party pages: the shared background, a heading and one wide panel. */
export function LanPartyPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Links to the party's other pages, under the heading. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="mb-6 text-center sm:mb-8">
          <h1 className="font-display text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
          {description ? (
            <p className="mx-auto mt-3 max-w-2xl text-base leading-relaxed text-pretty text-slate-300">{description}</p>
          ) : null}
          {actions ? <div className="mt-4 flex flex-wrap justify-center gap-2">{actions}</div> : null}
        </header>
        {children}
      </div>
    </>
  );
}

/** The panel the form sits in. */
export function LanPartyPanel({ children }: { children: ReactNode }) {
  return <Card padding="lg">{children}</Card>;
}

/** A party that cannot be shown (not found, or the load failed), with the way back. */
export function LanPartyProblem({ title, message }: { title: string; message: string }) {
  return (
    <Card padding="lg" className="mx-auto w-full max-w-lg text-center">
      <div role="alert" className="flex flex-col items-center gap-3">
        <CircleAlert aria-hidden="true" className="size-12 text-rose-300" />
        <h2 className="text-2xl font-bold text-white">{title}</h2>
        <p className="text-slate-300">{message}</p>
      </div>
      <ButtonLink to="/dashboard" size="lg" fullWidth className="mt-6">
        Back to Dashboard
      </ButtonLink>
    </Card>
  );
}

/**
 * A party page that could not be shown, in its frame: a party not found (a wrong link, or one that
 * is not the visitor's: the two are answered alike) or a load that failed.
 */
export function LanPartyPageProblem({
  title,
  state,
  message,
}: {
  title: string;
  state: "not-found" | "error";
  message: string;
}) {
  return (
    <LanPartyPage title={title}>
      <LanPartyProblem
        title={message}
        message={
          state === "not-found"
            ? "Check the link, or choose the party from your dashboard."
            : "Please try again in a moment."
        }
      />
    </LanPartyPage>
  );
}

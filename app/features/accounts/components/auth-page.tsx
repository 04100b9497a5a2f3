import type { ReactNode } from "react";
import { Link } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Card } from "~/components/ui/card";

/**
 * The frame of every account screen (sign up, sign in, recovery, confirmations): the shared
 * background and one centred panel with the page's heading.
 */
export function AuthPage({
  title,
  description,
  icon,
  children,
  footer,
  width = "md",
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** Links under the panel (back home, sign up instead...). */
  footer?: ReactNode;
  width?: "md" | "lg";
}) {
  return (
    <>
      <BackgroundVideo />
      <div className={width === "lg" ? "mx-auto max-w-xl px-4 py-12 sm:py-16" : "mx-auto max-w-md px-4 py-12 sm:py-16"}>
        <Card padding="lg">
          <header className="text-center">
            {icon ? (
              <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent-400/15 text-accent-300">
                {icon}
              </div>
            ) : null}
            <h1 className="font-display text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
            {description ? <p className="mt-2 text-sm leading-relaxed text-slate-300">{description}</p> : null}
          </header>
          {children ? <div className="mt-6">{children}</div> : null}
        </Card>
        {footer ? (
          <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-slate-300">{footer}</div>
        ) : null}
      </div>
    </>
  );
}

/** A link in an account screen's text or footer. */
export const authLinkClasses = "font-medium text-accent-300 underline-offset-2 hover:text-accent-200 hover:underline";

/** The password pages' footer: the way back for someone who remembered after all. */
export function BackToSignInFooter() {
  return (
    <p>
      Remember your password?{" "}
      <Link to="/login" className={authLinkClasses}>
        Back to Sign In
      </Link>
    </p>
  );
}

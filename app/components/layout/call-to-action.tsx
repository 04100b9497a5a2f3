import { CalendarDays, Mail, UserPlus } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink } from "~/components/ui/button";
import type { PublicSettings } from "~/lib/public-settings.server";

type CallToActionProps = {
  settings: PublicSettings;
  /** A page's own wording; the site-wide block's by default. */
  title?: string;
  text?: string;
  /** Where "Sign Up" leads (the venue pages send to /registration-choice or /signup-lp). */
  signUpTo?: string;
  /** The venue pages spell it "SCHEDULE A MEETING" (spec, section 2), shown in title case like its siblings. */
  meetingLabel?: ReactNode;
};

/** The closing block every marketing page ends with: sign up, book a meeting, or write to us. */
export function CallToAction({
  settings,
  title = "Ready to bring Steam PC Cafe to your venue?",
  text = "Join the network in minutes, talk it through with our team, or send us a question. Installation takes under 30 minutes and new titles arrive every two weeks.",
  signUpTo = "/signup-form",
  meetingLabel = "Schedule a Meeting",
}: CallToActionProps) {
  return (
    <section aria-labelledby="call-to-action-heading" className="relative px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl border border-accent-400/25 bg-surface-900/90 px-6 py-12 text-center shadow-2xl shadow-accent-500/10 sm:px-12">
        {/* Decorative glow in the brand colours. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 h-48 w-[36rem] -translate-x-1/2 rounded-full bg-linear-to-r from-accent-500/25 via-glow-500/25 to-accent-500/25 blur-3xl"
        />
        <h2
          id="call-to-action-heading"
          className="relative font-display text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl"
        >
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-base leading-relaxed text-pretty text-slate-300">{text}</p>
        <div className="relative mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={signUpTo} size="lg">
            <UserPlus aria-hidden="true" className="size-5" />
            Sign Up
          </ButtonLink>
          <ButtonLink href={settings.meetingUrl} newTab variant="secondary" size="lg">
            <CalendarDays aria-hidden="true" className="size-5" />
            {meetingLabel}
          </ButtonLink>
          <ButtonLink href={`mailto:${settings.contactEmail}`} variant="secondary" size="lg">
            <Mail aria-hidden="true" className="size-5" />
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

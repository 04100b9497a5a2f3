import clsx from "clsx";
import { CalendarDays, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import type { JoinPageContent } from "~/content/join-pages";
import { usePublicSettings } from "~/lib/use-public-settings";

import { TONE_CLASSES } from "./form-tone";
import { HubSpotForm } from "./hubspot-form";
import { LeadForm, type LeadAnswer } from "./lead-form";

const HEADING_ID = "join-form-heading";

/**
 * The join page's form panel: HubSpot's form when the portal and this page's form id are set,
 * otherwise our own lead form; after a sent lead, the thanks in its place.
 */
export function JoinFormPanel({
  content,
  answer,
  submitting,
}: {
  content: JoinPageContent;
  answer: LeadAnswer | undefined;
  submitting: boolean;
}) {
  const settings = usePublicSettings();
  const tone = content.variant === "white-panel" ? "light" : "dark";
  const colours = TONE_CLASSES[tone];
  const portalId = settings?.hubspot?.portalId;
  const hubspotFormId = settings?.hubspot?.forms[content.page];
  const contactEmail = settings?.contactEmail ?? "";

  return (
    <section
      aria-labelledby={HEADING_ID}
      className={clsx("rounded-2xl border p-5 shadow-2xl backdrop-blur-sm sm:p-8", colours.panel)}
    >
      {answer?.ok ? (
        <ThankYou name={answer.name} tone={tone} meetingUrl={settings?.meetingUrl} contactEmail={contactEmail} />
      ) : (
        <>
          <h2
            id={HEADING_ID}
            className={clsx("font-display text-2xl font-bold tracking-tight text-balance", colours.heading)}
          >
            {content.formHeading}
          </h2>
          <p className={clsx("mt-2 mb-6 text-sm leading-relaxed", colours.text)}>
            It takes a minute. Our team replies to you by e-mail. Rather register your venue yourself?{" "}
            <Link to="/signup-form" className={clsx("font-semibold underline underline-offset-2", colours.link)}>
              Create an account
            </Link>{" "}
            instead.
          </p>
          {portalId && hubspotFormId ? (
            <HubSpotForm
              key={`${portalId}/${hubspotFormId}`}
              portalId={portalId}
              formId={hubspotFormId}
              tone={tone}
              contactEmail={contactEmail}
            />
          ) : (
            <LeadForm
              tone={tone}
              submitLabel={content.submitLabel}
              refusal={answer && !answer.ok ? answer : undefined}
              submitting={submitting}
            />
          )}
        </>
      )}
    </section>
  );
}

function ThankYou({
  name,
  tone,
  meetingUrl,
  contactEmail,
}: {
  name: string;
  tone: "dark" | "light";
  meetingUrl: string | undefined;
  contactEmail: string;
}) {
  const colours = TONE_CLASSES[tone];
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: take the focus (and a screen reader) to the thanks.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <CircleCheck
        aria-hidden="true"
        className={clsx("size-12", tone === "dark" ? "text-emerald-300" : "text-emerald-700")}
      />
      <h2
        id={HEADING_ID}
        ref={headingRef}
        tabIndex={-1}
        className={clsx(
          "font-display text-2xl font-bold tracking-tight text-balance focus:outline-none",
          colours.heading,
        )}
      >
        Thanks, {name}!
      </h2>
      <p className={clsx("max-w-md leading-relaxed", colours.text)}>
        Your request is in, and we&apos;ll be in touch soon to get your venue set up with Steam PC Cafe.
      </p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {meetingUrl ? (
          <ButtonLink href={meetingUrl} newTab variant={tone === "dark" ? "secondary" : "primary"}>
            <CalendarDays aria-hidden="true" className="size-4" />
            Schedule a Meeting
          </ButtonLink>
        ) : null}
        {contactEmail ? (
          <a
            href={`mailto:${contactEmail}`}
            className={clsx("self-center text-sm font-semibold underline underline-offset-2", colours.link)}
          >
            {contactEmail}
          </a>
        ) : null}
      </div>
    </div>
  );
}

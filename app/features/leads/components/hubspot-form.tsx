import clsx from "clsx";
import { CircleAlert, LoaderCircle, Mail } from "lucide-react";
import { useEffect, useState } from "react";

import { ButtonLink } from "~/components/ui/button";

import { TONE_CLASSES, type FormTone } from "./form-tone";

/** HubSpot's embed script (forms v2): it defines `window.hbspt.forms.create`. */
export const HUBSPOT_FORMS_SCRIPT = "https://js.hsforms.net/forms/embed/v2.js";

/** How long the form may take to appear before the page offers the e-mail address instead. */
export const HUBSPOT_READY_TIMEOUT_MS = 15_000;

export type HubSpotFormOptions = {
  portalId: string;
  formId: string;
  /** A CSS selector of the element the form is rendered into. */
  target: string;
  onFormReady?: () => void;
  onFormSubmitted?: () => void;
};

type HubSpotApi = { forms: { create: (options: HubSpotFormOptions) => void } };

declare global {
  interface Window {
    hbspt?: HubSpotApi;
  }
}

let loading: Promise<HubSpotApi> | null = null;

/** Adds HubSpot's script once per page; a failed load is forgotten, so the next form tries again. */
function loadHubSpotForms(): Promise<HubSpotApi> {
  if (window.hbspt?.forms) return Promise.resolve(window.hbspt);
  loading ??= new Promise<HubSpotApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = HUBSPOT_FORMS_SCRIPT;
    script.async = true;
    script.charset = "utf-8";
    script.onload = () =>
      window.hbspt?.forms ? resolve(window.hbspt) : reject(new Error("HubSpot's script defined no forms API"));
    script.onerror = () => {
      script.remove();
      reject(new Error(`HubSpot's form script could not be loaded from ${HUBSPOT_FORMS_SCRIPT}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type HubSpotFormState = "loading" | "ready" | "submitted" | "failed";

/**
 * A join page's HubSpot form: loading (a spinner and 'Loading form...'), ready, submitted, or
 * failed (the script did not load, or the form did not appear in time), in which case the
 * visitor is offered our e-mail address instead.
 */
export function HubSpotForm({
  portalId,
  formId,
  tone,
  contactEmail,
}: {
  portalId: string;
  formId: string;
  tone: FormTone;
  contactEmail: string;
}) {
  const [state, setState] = useState<HubSpotFormState>("loading");
  const targetId = `hubspot-form-${formId.replace(/[^\w-]/g, "")}`;

  useEffect(() => {
    // Mounted once per form (the panel keys it by its ids), so it starts in "loading".
    let active = true;
    const failLater = window.setTimeout(() => {
      if (active) setState((current) => (current === "loading" ? "failed" : current));
    }, HUBSPOT_READY_TIMEOUT_MS);

    loadHubSpotForms()
      .then((hubspot) => {
        if (!active) return;
        hubspot.forms.create({
          portalId,
          formId,
          target: `#${targetId}`,
          // A form that arrives after the time-out still replaces the apology.
          onFormReady: () => {
            window.clearTimeout(failLater);
            if (active) setState("ready");
          },
          onFormSubmitted: () => {
            if (active) setState("submitted");
          },
        });
      })
      .catch((error: unknown) => {
        window.clearTimeout(failLater);
        console.warn("[join] the HubSpot form could not be shown:", error);
        if (active) setState("failed");
      });

    return () => {
      active = false;
      window.clearTimeout(failLater);
      document.getElementById(targetId)?.replaceChildren();
    };
  }, [portalId, formId, targetId]);

  const colours = TONE_CLASSES[tone];
  const shown = state === "ready" || state === "submitted";
  return (
    <div className="flex flex-col gap-4" aria-busy={state === "loading" || undefined}>
      {state === "loading" ? (
        <div role="status" className={clsx("flex min-h-48 items-center justify-center gap-3", colours.text)}>
          <LoaderCircle aria-hidden="true" className="size-6 shrink-0 motion-safe:animate-spin" />
          <span className="text-sm font-medium">Loading form...</span>
        </div>
      ) : null}
      {state === "failed" ? <FormUnavailable tone={tone} contactEmail={contactEmail} /> : null}
      {/* HubSpot writes its form here; React renders nothing inside. Its own styles expect white. */}
      <div
        id={targetId}
        hidden={!shown}
        className={clsx("min-h-24 rounded-xl text-slate-900", tone === "dark" && "bg-white p-4 sm:p-5")}
      />
      {state === "submitted" ? (
        <p role="status" className="sr-only">
          Your request was sent. We&apos;ll be in touch.
        </p>
      ) : null}
    </div>
  );
}

function FormUnavailable({ tone, contactEmail }: { tone: FormTone; contactEmail: string }) {
  const colours = TONE_CLASSES[tone];
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
      <CircleAlert aria-hidden="true" className={clsx("size-10", colours.error)} />
      <p className={clsx("text-lg font-semibold", colours.heading)}>Unable to load the signup form.</p>
      <p className={clsx("text-sm", colours.text)}>Please contact us directly:</p>
      <ButtonLink href={`mailto:${contactEmail}`} size="lg">
        <Mail aria-hidden="true" className="size-5" />
        Contact Us
      </ButtonLink>
    </div>
  );
}

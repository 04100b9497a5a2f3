import clsx from "clsx";
import { data, useLocation, useNavigation } from "react-router";

import { joinPageContent, joinPageOfPath } from "~/content/join-pages";
import { JoinFormPanel } from "~/features/leads/components/join-form-panel";
import type { LeadAnswer } from "~/features/leads/components/lead-form";
import {
  BenefitsPanel,
  JoinBackground,
  PartnerMark,
  PricesPanel,
} from "~/features/leads/components/join-page-sections";
import { leadSchema, postedLeadValues } from "~/features/leads/schemas";
import { submitLead } from "~/features/leads/submit-lead.server";
import { checkFields, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/join";

/*
 * The six Join Our Network pages (/signup, /signup-early, /signup-lp, /signup-gizmo,
 * /signup-valhallan, /signup-contender): one module, its content and variant by path
 * (app/content/join-pages.ts). No loader: the pages are prerendered, the same for everybody;
 * the form posts to the action below on the server.
 */

export const meta: Route.MetaFunction = ({ location }) => {
  const content = joinPageContent(location.pathname);
  return [{ title: content.title }, { name: "description", content: content.description }];
};

/**
 * The closing Sign Up creates an account, while the form above asks our team to call: the block
 * says which is which.
 */
export const handle = {
  callToAction: {
    title: "Rather register your venue yourself?",
    text: "The form above asks our team to get in touch with you. Sign Up creates your account instead: register your LAN center or LAN party and choose its plan right away, or talk it through with us first.",
  },
};

/** A lead's answer names the visitor: never kept by a cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const page = joinPageOfPath(new URL(request.url).pathname) ?? "signup";
  const posted = await readFormValues(request);
  const noStore = { "Cache-Control": "private, no-store" };

  const check = checkFields(leadSchema, posted);
  if (!check.ok) {
    const answer: LeadAnswer = { ok: false, values: postedLeadValues(posted), errors: check.errors };
    return data(answer, { status: 400, headers: noStore });
  }
  const result = await submitLead(check.data, { page, ip: context.clientIp });
  if (!result.ok) {
    const answer: LeadAnswer = { ok: false, values: postedLeadValues(posted), message: result.message };
    const headers = new Headers(noStore);
    if (result.reason === "too-many") headers.set("Retry-After", String(result.retryAfterSeconds));
    return data(answer, { status: httpStatus(result.reason), headers });
  }
  return data<LeadAnswer>({ ok: true, name: result.name }, { headers: noStore });
}

export default function JoinPage({ actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const content = joinPageContent(pathname);
  const submitting = navigation.state === "submitting" && navigation.formAction === pathname;

  return (
    // Keyed by page: moving between join pages starts each with a fresh form.
    <div key={content.page} className="relative">
      <JoinBackground content={content} />
      {content.variant === "gizmo" ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-linear-to-b from-glow-500/20 to-transparent blur-2xl"
        />
      ) : null}

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-x-12 lg:px-8 lg:pt-20">
        <header className="max-w-3xl lg:col-start-1">
          {content.partner ? (
            <div className="mb-8">
              <PartnerMark partner={content.partner} cobranded={content.variant === "gizmo"} />
            </div>
          ) : null}
          <p
            className={clsx(
              "text-sm font-semibold tracking-widest uppercase",
              content.variant === "gizmo" ? "text-glow-300" : "text-accent-300",
            )}
          >
            {content.eyebrow}
          </p>
          <h1 className="mt-3 font-display text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {content.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-slate-200">{content.intro}</p>
        </header>

        {/* On a phone the form comes right after the introduction; beside everything on a wide screen. */}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <JoinFormPanel content={content} answer={actionData} submitting={submitting} />
          </div>
        </div>

        <div className="lg:col-start-1">
          <BenefitsPanel benefits={content.benefits} />
        </div>

        {/* Under both columns, so no empty column is left beside it on a wide screen. */}
        <div className="pt-2 lg:col-span-2">
          <PricesPanel />
        </div>
      </div>
    </div>
  );
}

import {
  CalendarClock,
  Clock,
  HardDriveDownload,
  Library,
  MapPin,
  MessagesSquare,
  Presentation,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from "lucide-react";

import { BackgroundVideo } from "~/components/layout/background-video";
import type { Benefit, BenefitIcon, JoinPageContent, Partner } from "~/content/join-pages";
import { media } from "~/content/media";
import { PlanCards } from "~/components/marketing/plan-card";

/** The spec's heading of the benefits panel, verbatim. */
export const BENEFITS_HEADING = "Included in your Early Access Subscription:";

const BENEFIT_ICONS: Record<BenefitIcon, LucideIcon> = {
  library: Library,
  showcase: Presentation,
  chat: MessagesSquare,
  listing: MapPin,
  cache: HardDriveDownload,
  steam: UserRound,
  controls: ShieldCheck,
  "new-titles": CalendarClock,
  install: Clock,
};

/** Behind the page: the blurred video, or the partner's backdrop artwork under a dark veil. */
export function JoinBackground({ content }: { content: JoinPageContent }) {
  if (!content.backdrop) return <BackgroundVideo />;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <img src={content.backdrop} alt="" className="size-full object-cover" />
      <div className="absolute inset-0 bg-surface-950/45" />
      <div className="absolute inset-0 bg-linear-to-b from-surface-950/10 via-surface-950/45 to-surface-950" />
    </div>
  );
}

/** The partner's wordmark: beside ours for the Gizmo Partnership, "In partnership with" otherwise. */
export function PartnerMark({ partner, cobranded }: { partner: Partner; cobranded: boolean }) {
  const wordmark = (
    <img
      src={partner.logo.src}
      alt={cobranded ? "" : partner.name}
      width={partner.logo.width}
      height={partner.logo.height}
      className="h-10 w-auto sm:h-12"
    />
  );
  if (cobranded) {
    return (
      <div
        role="img"
        aria-label={`LAN Centers and ${partner.name}`}
        className="inline-flex max-w-full items-center gap-3 rounded-2xl border border-glow-400/30 bg-surface-900/70 px-4 py-2.5 backdrop-blur-sm"
      >
        <img src={media.logo} alt="" width={64} height={64} className="size-10 sm:size-12" />
        <span className="font-display text-2xl font-light text-slate-300">×</span>
        {wordmark}
      </div>
    );
  }
  return (
    <div className="inline-flex max-w-full flex-col gap-1.5">
      <p className="text-xs font-semibold tracking-widest text-slate-300 uppercase">In partnership with</p>
      {wordmark}
    </div>
  );
}

/** The benefits panel, under the spec's heading. */
export function BenefitsPanel({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <section
      aria-labelledby="join-benefits-heading"
      className="rounded-2xl border border-surface-700/80 bg-surface-900/85 p-5 shadow-xl shadow-black/30 backdrop-blur-sm sm:p-8"
    >
      <h2 id="join-benefits-heading" className="font-display text-xl font-bold tracking-tight text-white sm:text-2xl">
        {BENEFITS_HEADING}
      </h2>
      <ul className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {benefits.map((benefit) => {
          const Icon = BENEFIT_ICONS[benefit.icon];
          return (
            <li key={benefit.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-accent-400/20 to-glow-500/20 text-accent-300 ring-1 ring-white/10"
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-white">{benefit.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-slate-300">{benefit.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Both plans (app/content/plans.ts) in the plan cards every page shares, and what Early Access pricing amounts to. */
export function PricesPanel() {
  return (
    <section aria-labelledby="join-prices-heading">
      <h2 id="join-prices-heading" className="font-display text-xl font-bold tracking-tight text-white sm:text-2xl">
        Early Access pricing
      </h2>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-slate-300 sm:text-base">
        Early Access pricing costs about the same as adding one AAA game per month. Each venue has its own monthly
        subscription; cancelling takes effect at the end of the month.
      </p>
      <PlanCards className="mt-8 max-w-4xl" headingLevel="h3" />
    </section>
  );
}

import { BadgeCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { PageEyebrow } from "~/components/marketing/page-hero";
import { Badge } from "~/components/ui/badge";
import { media } from "~/content/media";

type ListingPreviewProps = { name: string; badge: string; text: string; perks: readonly string[] };

type HomeHeroProps = {
  icon: LucideIcon;
  eyebrow: string;
  /** The page's one h1, whose last word is `titleAccent`, shown in the accent colour. */
  title: string;
  titleAccent: string;
  intro: string;
  /** Buttons under the intro. */
  actions: ReactNode;
  /** Short facts under the buttons, each value above its label. */
  highlights: readonly { value: string; label: string }[];
  listingPreview: ListingPreviewProps;
};

/** The home page's opening, over the background video: bigger than PageHero, with key facts and a sample listing. */
export function HomeHero({
  icon,
  eyebrow,
  title,
  titleAccent,
  intro,
  actions,
  highlights,
  listingPreview,
}: HomeHeroProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12 lg:px-8 lg:pt-28 lg:pb-28 xl:grid-cols-[minmax(0,1fr)_28rem]">
      <div className="max-w-3xl">
        <PageEyebrow icon={icon}>{eyebrow}</PageEyebrow>
        <h1 className="mt-6 font-display text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl lg:text-7xl">
          {/* One text node with its space: `{title}{" "}` would add a marker comment to the HTML. */}
          {`${title} `}
          <span className="text-accent-300">{titleAccent}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-200 sm:text-xl">{intro}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">{actions}</div>

        <dl className="mt-14 grid max-w-3xl grid-cols-3 gap-2 sm:mt-16 sm:gap-4">
          {highlights.map((highlight) => (
            <div
              key={highlight.label}
              className="flex flex-col rounded-2xl border border-white/10 bg-surface-900/70 px-2.5 py-3 backdrop-blur-sm sm:px-5 sm:py-4"
            >
              <dt className="text-xs text-slate-300 sm:text-sm">{highlight.label}</dt>
              <dd className="order-first font-display text-base font-bold whitespace-nowrap text-white min-[400px]:text-lg sm:text-2xl">
                {highlight.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <ListingPreview {...listingPreview} />
    </section>
  );
}

/** A sample directory card beside the hero on wide screens: shows what a member venue gets. */
function ListingPreview({ name, badge, text, perks }: ListingPreviewProps) {
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="absolute -inset-10 rounded-[3rem] bg-linear-to-br from-accent-500/25 to-glow-500/25 blur-3xl" />
      <div className="relative rotate-2 overflow-hidden rounded-2xl border border-white/10 bg-surface-900/95 shadow-2xl shadow-black/50">
        <img
          src={media.fallbackImages.venue}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        <div className="p-5">
          <div className="flex items-center justify-between gap-3">
            <p className="font-display text-lg font-semibold text-white">{name}</p>
            <Badge tone="success" icon={<BadgeCheck />}>
              {badge}
            </Badge>
          </div>
          <p className="mt-2 text-sm leading-relaxed text-slate-300">{text}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {perks.map((perk) => (
              <li key={perk} className="rounded-md bg-surface-800 px-2 py-1 text-xs text-slate-200">
                {perk}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

import type { LucideIcon } from "lucide-react";

/*
 * The shapes of the marketing pages' words. They live with the words (app/content), and the
 * components of app/components/marketing render them: content never imports a component.
 */

/** One selling point: an icon, a title and a sentence. */
export type Feature = { icon: LucideIcon; title: string; text: string };

/** One step of a how-it-works list. */
export type Step = { title: string; text: string };

/** One of several side-by-side choices (packages), each with its own list of what it includes. */
export type Option = {
  icon: LucideIcon;
  name: string;
  /** e.g. "$50 / month"; left out where there is no public price. */
  price?: string;
  text: string;
  points: readonly string[];
  /** Points at the option most venues choose ("MOST POPULAR"). */
  badge?: string;
};

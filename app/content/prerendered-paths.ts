import { JOIN_PAGES } from "../../db/schema/values";

import { VENUE_PAGE_PATHS } from "./venue-page-paths";

/**
 * Pages whose HTML is the same for every visitor: rendered at build time, again when the server
 * starts (with that start's settings: server/render-static-pages.ts), and served from
 * memory. Anything that depends on the visitor (the navigation's signed-in links, the home page's
 * 'Get Started' target) is filled in after hydration. /games and /faq are rendered per request
 * instead: administrators change their content at any time.
 */
export const prerenderedPaths = [
  "/",
  "/privacy",
  "/lantypes",
  ...VENUE_PAGE_PATHS.map((path) => `/${path}`),
  ...JOIN_PAGES.map((path) => `/${path}`),
];

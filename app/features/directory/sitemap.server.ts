import { asc, count } from "drizzle-orm";

import { games } from "#db/schema/content";
import { JOIN_PAGES } from "#db/schema/values";
import { events, locations } from "#db/schema/venues";
import { VENUE_PAGE_PATHS } from "~/content/venue-page-paths";
import { openDatabase } from "~/lib/db.server";

import { centerPath, partyPath } from "./party-summaries.server";
import { isPublicCenter, isPublicParty } from "~/features/venues/public-venues.server";
import { gamePath } from "./where-to-play.server";

/** The sitemaps protocol's limit of URLs in one file; past it, /sitemap.xml becomes an index. */
const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are not venues, in the order a visitor meets them. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  "/",
  "/lancenters",
  "/lanparties",
  "/lantypes",
  ...VENUE_PAGE_PATHS.map((path) => `/${path}`),
  "/games",
  "/faq",
  ...JOIN_PAGES.map((path) => `/${path}`),
  "/privacy",
];

export type SitemapAnswer = { ok: true; xml: string } | { ok: false; reason: "not-found" };

type Entry = { path: string; lastmod?: Date };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlSet(origin: string, entries: Entry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    return `<url><loc>${escapeXml(origin + path)}</loc>${date}</url>`;
  });
  return `${XML_HEADER}<urlset ${NAMESPACE}>\n${urls.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(origin: string, pages: number): string {
  const sitemaps = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
  );
  return `${XML_HEADER}<sitemapindex ${NAMESPACE}>\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

export type SitemapOptions = { maxUrls?: number };

/**
 * `/sitemap.xml`: the public pages, every game's "where to play" page, every verified center (with
 * the date it last changed) and every verified party, past ones included (their pages stay). With more URLs than one sitemap may
 * hold, `/sitemap.xml` is an index of `/sitemap.xml?page=N`, each a slice of that same list.
 * `page` is the raw query value (null when absent); an unknown page is a 404.
 */
export async function buildSitemap(
  origin: string,
  page: string | null,
  options: SitemapOptions = {},
): Promise<SitemapAnswer> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const database = await openDatabase();
  const [[gameCount], [centers], [parties]] = await Promise.all([
    database.select({ n: count() }).from(games),
    database.select({ n: count() }).from(locations).where(isPublicCenter),
    database.select({ n: count() }).from(events).where(isPublicParty),
  ]);
  const total = PUBLIC_PAGE_PATHS.length + (gameCount?.n ?? 0) + (centers?.n ?? 0) + (parties?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / maxUrls));

  let pageNumber = 1;
  if (page !== null) {
    if (!/^[1-9]\d{0,5}$/.test(page) || Number(page) > pages) return { ok: false, reason: "not-found" };
    pageNumber = Number(page);
  } else if (pages > 1) {
    return { ok: true, xml: sitemapIndex(origin, pages) };
  }

  // The slice [start, end) of: public pages, then games by slug, then centers by slug, then parties by id.
  const start = (pageNumber - 1) * maxUrls;
  const end = Math.min(total, start + maxUrls);
  const entries: Entry[] = PUBLIC_PAGE_PATHS.slice(start, end).map((path) => ({ path }));

  // A game's page lists centers, so it changes with them: no date of its own.
  const gamesOffset = PUBLIC_PAGE_PATHS.length;
  const gameStart = Math.max(0, start - gamesOffset);
  const gameEnd = Math.min(gameCount?.n ?? 0, end - gamesOffset);
  if (gameEnd > gameStart) {
    const rows = await database
      .select({ slug: games.slug })
      .from(games)
      .orderBy(asc(games.slug))
      .offset(gameStart)
      .limit(gameEnd - gameStart);
    for (const row of rows) entries.push({ path: gamePath(row.slug) });
  }

  const centersOffset = gamesOffset + (gameCount?.n ?? 0);
  const centerStart = Math.max(0, start - centersOffset);
  const centerEnd = Math.min(centers?.n ?? 0, end - centersOffset);
  if (centerEnd > centerStart) {
    const rows = await database
      .select({ slug: locations.slug, updatedAt: locations.updatedAt })
      .from(locations)
      .where(isPublicCenter)
      .orderBy(asc(locations.slug))
      .offset(centerStart)
      .limit(centerEnd - centerStart);
    for (const row of rows) entries.push({ path: centerPath(row.slug), lastmod: row.updatedAt });
  }

  const partiesOffset = centersOffset + (centers?.n ?? 0);
  const partyStart = Math.max(0, start - partiesOffset);
  const partyEnd = end - partiesOffset;
  if (partyEnd > partyStart) {
    const rows = await database
      .select({ id: events.id, updatedAt: events.updatedAt })
      .from(events)
      .where(isPublicParty)
      .orderBy(asc(events.id))
      .offset(partyStart)
      .limit(partyEnd - partyStart);
    for (const row of rows) entries.push({ path: partyPath(row.id), lastmod: row.updatedAt });
  }

  return { ok: true, xml: urlSet(origin, entries) };
}

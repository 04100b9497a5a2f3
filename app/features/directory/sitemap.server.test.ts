import "#test-support/venue-site";

import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { games } from "#db/schema/content";
import { events, locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { loader } from "~/routes/seo/sitemap";

import { buildSitemap, escapeXml, PUBLIC_PAGE_PATHS } from "./sitemap.server";

const ORIGIN = "http://localhost:3000";
let owner: Actor;
let listed: typeof locations.$inferSelect;
let hidden: typeof locations.$inferSelect;
/** Every game of the catalogue (the starter list and one added here), by slug. */
let gameSlugs: string[];
const partyIds: Record<string, string> = {};

async function party(name: string, startInDays: number, verified: boolean) {
  const database = await openDatabase();
  const start = new Date(Date.now() + startInDays * 86_400_000);
  const [row] = await database
    .insert(events)
    .values({
      organizationName: name,
      description: "Games",
      startDate: start,
      endDate: start,
      createdBy: owner.userId,
      verified,
      reviewStatus: verified ? "verified" : "pending",
    })
    .returning();
  partyIds[name] = row!.id;
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

beforeAll(async () => {
  owner = await createTestAccount();
  const database = await openDatabase();
  const center = await addTestCenter(owner, "Pixel Arena");
  const rows = await database
    .update(locations)
    .set({
      verified: true,
      reviewStatus: "verified",
      // A slug from older data with characters that URLs and XML must escape.
      slug: "pixel's-&-co",
      updatedAt: new Date("2026-05-04T23:30:00Z"),
    })
    .where(eq(locations.id, center.id))
    .returning();
  listed = rows[0]!;
  hidden = await addTestCenter(owner, "Hidden Hall");
  await party("Upcoming", 5, true);
  await party("Past", -30, true);
  await party("Unverified", 5, false);
  await database.insert(games).values({
    name: "Zeta Racer",
    slug: "zeta-racer",
    publisher: "Zeta",
    storeUrl: "https://example.com/",
    position: 999,
  });
  gameSlugs = (await database.select({ slug: games.slug }).from(games).orderBy(asc(games.slug))).map((row) => row.slug);
});

describe("/sitemap.xml", () => {
  it("lists the public pages, verified centers with their date and verified parties, nothing else", async () => {
    const request = new Request(`${ORIGIN}/sitemap.xml`);
    const response = await loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );

    const urls = locs(xml);
    for (const path of [
      "/",
      "/lancenters",
      "/lanparties",
      "/lantypes",
      "/ltgamearenas",
      "/ltcoffeeshops",
      "/games",
      "/faq",
    ]) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    for (const path of ["/signup", "/signup-contender", "/privacy"]) expect(urls).toContain(`${ORIGIN}${path}`);
    expect(PUBLIC_PAGE_PATHS).toHaveLength(21);

    expect(xml).toContain(
      `<url><loc>${ORIGIN}/lancenters/pixel&apos;s-%26-co</loc><lastmod>2026-05-04</lastmod></url>`,
    );
    expect(urls).toContain(`${ORIGIN}/lanparties/${partyIds.Upcoming}`);
    expect(urls).toContain(`${ORIGIN}/lanparties/${partyIds.Past}`);
    expect(urls).not.toContain(`${ORIGIN}/lanparties/${partyIds.Unverified}`);
    expect(xml).not.toContain(hidden.slug);
    expect(urls.some((url) => /\/(dashboard|admin|api|contacts|login)/.test(url))).toBe(false);

    // One "where to play" page per game, after the public pages, by slug, without a date.
    expect(gameSlugs.length).toBeGreaterThan(1);
    expect(urls.slice(21, 21 + gameSlugs.length)).toEqual(gameSlugs.map((slug) => `${ORIGIN}/games/${slug}`));
    expect(xml).toContain(`<url><loc>${ORIGIN}/games/zeta-racer</loc></url>`);
    expect(urls).toHaveLength(21 + gameSlugs.length + 1 + 2);
    expect(listed.slug).toBe("pixel's-&-co");
  });

  it("becomes an index of pages past the URL limit, the pages together listing everything once", async () => {
    const whole = await buildSitemap(ORIGIN, null);
    if (!whole.ok) throw new Error("expected a sitemap");
    expect(await buildSitemap(ORIGIN, "1")).toEqual(whole);
    expect(await buildSitemap(ORIGIN, "2")).toEqual({ ok: false, reason: "not-found" });

    // Ten URLs a page.
    const pages = Math.ceil((21 + gameSlugs.length + 1 + 2) / 10);
    const numbers = Array.from({ length: pages }, (_, i) => String(i + 1));
    const index = await buildSitemap(ORIGIN, null, { maxUrls: 10 });
    if (!index.ok) throw new Error("expected an index");
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.xml)).toEqual(numbers.map((page) => `${ORIGIN}/sitemap.xml?page=${page}`));

    const paged: string[] = [];
    for (const page of numbers) {
      const answer = await buildSitemap(ORIGIN, page, { maxUrls: 10 });
      if (!answer.ok) throw new Error(`expected page ${page}`);
      expect(answer.xml).toContain("<urlset");
      paged.push(...locs(answer.xml));
    }
    expect(paged).toEqual(locs(whole.xml));
    for (const page of [String(pages + 1), "0", "-1", "abc", "1.5", ""]) {
      expect(await buildSitemap(ORIGIN, page, { maxUrls: 10 }), page).toEqual({ ok: false, reason: "not-found" });
    }
  });

  it("escapes XML", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});

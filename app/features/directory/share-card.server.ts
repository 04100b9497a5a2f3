import { eq } from "drizzle-orm";

import { shareCards } from "#db/schema/photos";
import { readPhotoFile } from "~/features/photos/read-photo-file.server";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { loadPublicCenter } from "./load-public-center.server";
import { loadPublicParty } from "./load-public-party.server";
import {
  SHARE_CARD_KINDS,
  centerCardContent,
  gameCardContent,
  partyCardContent,
  shareCardVersion,
  type ShareCardContent,
  type ShareCardKind,
} from "./share-card-content.server";
import { renderShareCard } from "./share-card-image.server";
import { findGame } from "./where-to-play.server";

const NOT_FOUND = "Share card not found";

export type ShareCardResult = { ok: true; png: Buffer; version: string } | Refusal<"not-found">;

/** `/share/{kind}/{key}.png` read back; null for anything else. */
export function parseShareCardPath(
  kind: string | undefined,
  file: string | undefined,
): {
  kind: ShareCardKind;
  key: string;
} | null {
  if (!(SHARE_CARD_KINDS as readonly string[]).includes(kind ?? "")) return null;
  const match = /^(.+)\.png$/.exec(file ?? "");
  return match ? { kind: kind as ShareCardKind, key: match[1]! } : null;
}

/**
 * What a public page's card shows, from the page's own service (so the version matches the one
 * its meta tags name), and the row it is cached under: the venue's or the game's identity, which
 * outlives a change of name.
 */
async function cardOf(
  kind: ShareCardKind,
  key: string,
  now: Date,
): Promise<{ cacheKey: string; content: ShareCardContent } | null> {
  if (kind === "center") {
    const page = await loadPublicCenter(key, now);
    return page && { cacheKey: `center:${page.center.id}`, content: centerCardContent(page.center, now) };
  }
  if (kind === "party") {
    const party = await loadPublicParty(key, now);
    return party && { cacheKey: `party:${party.id}`, content: partyCardContent(party) };
  }
  // A game's slug is made once, when the game is added, and kept: it names the game as its id would.
  const game = await findGame(key);
  return game && { cacheKey: `game:${game.slug}`, content: gameCardContent(game) };
}

/** The cover's JPEG; null when it cannot be read now (the card is then drawn without it, and not kept). */
async function coverJpeg(cover: ShareCardContent["cover"]): Promise<Buffer | null> {
  if (!cover) return null;
  const file = await readPhotoFile(cover.photoId, cover.fileName, async () => null);
  return file.ok ? file.data : null;
}

/**
 * The share card of a public (verified) center, party or game by its slug or id, as a PNG. Cached
 * in the database, where every app process finds it: a row whose version matches what the page
 * shows now is served as it is; otherwise the card is drawn again and the row replaced.
 */
export async function shareCardFor(kind: ShareCardKind, key: string, now = new Date()): Promise<ShareCardResult> {
  const card = await cardOf(kind, key, now);
  if (!card) return refuse("not-found", NOT_FOUND);
  const version = shareCardVersion(card.content);
  const database = await openDatabase();
  const [cached] = await database
    .select({ version: shareCards.version, png: shareCards.png })
    .from(shareCards)
    .where(eq(shareCards.key, card.cacheKey))
    .limit(1);
  if (cached?.version === version) return { ok: true, png: cached.png, version };

  const cover = await coverJpeg(card.content.cover);
  const png = await renderShareCard(card.content, cover);
  // A card drawn without its cover (its file out of reach for now) is served but not kept.
  if (cover || !card.content.cover) {
    await database
      .insert(shareCards)
      .values({ key: card.cacheKey, version, png })
      .onConflictDoUpdate({ target: shareCards.key, set: { version, png, createdAt: new Date() } });
  }
  return { ok: true, png, version };
}

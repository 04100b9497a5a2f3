import type { ImageFile } from "~/components/ui/fallback-image";
import type { PhotoRef } from "~/features/photos/photo-values";

/**
 * A game's art, worked out in one place for every page that shows it (/games, the home page's
 * strip, /games/{slug}): the image an administrator uploaded, else Steam's own art when the site
 * names Steam's image host (STEAM_IMAGE_HOST) and the game its app id, else none, and the page
 * draws its generated art. Plain data, made on the server and sent with the page.
 */
export type GameArt =
  | { kind: "photo"; photo: PhotoRef }
  /** `header` is Steam's wide banner (460×215), `capsule` its larger card (616×353). */
  | { kind: "steam"; header: ImageFile; capsule: ImageFile };

/** The sizes of Steam's two store images, as its CDN serves them. */
export const STEAM_HEADER_SIZE = { width: 460, height: 215 } as const;
export const STEAM_CAPSULE_SIZE = { width: 616, height: 353 } as const;

/** The largest app id the column holds (PostgreSQL `integer`). */
export const MAX_STEAM_APP_ID = 2_147_483_647;

/**
 * Steam's art of an app under `host`, laid out as Steam's CDN lays it out
 * (`{host}/steam/apps/{appId}/header.jpg`); a host with a path keeps it, as a mirror's would.
 */
export function steamArt(host: string, appId: number): Extract<GameArt, { kind: "steam" }> {
  const base = host.endsWith("/") ? host : `${host}/`;
  const file = (name: string) => new URL(`steam/apps/${appId}/${name}`, base).href;
  return {
    kind: "steam",
    header: { src: file("header.jpg"), ...STEAM_HEADER_SIZE },
    capsule: { src: file("capsule_616x353.jpg"), ...STEAM_CAPSULE_SIZE },
  };
}

/** What a game's art is worked out from. */
export type GameArtSource = {
  /** The uploaded image, when the game names one and it still exists. */
  photo: PhotoRef | null;
  steamAppId: number | null;
};

/** The art to show, best first: the uploaded image, then Steam's, then none (the generated art). */
export function resolveGameArt(source: GameArtSource, steamImageHost: string | undefined): GameArt | null {
  if (source.photo) return { kind: "photo", photo: source.photo };
  if (steamImageHost && isSteamAppId(source.steamAppId)) return steamArt(steamImageHost, source.steamAppId);
  return null;
}

function isSteamAppId(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value > 0 && value <= MAX_STEAM_APP_ID;
}

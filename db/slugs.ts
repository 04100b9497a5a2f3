/**
 * A game's slug, the address of its "where to play" page (`/games/{slug}`): its name in lower case
 * with dashes ("Counter-Strike 2" → "counter-strike-2"), and "-2", "-3"… when a game already has it.
 * The migration that added slugs (drizzle/0006) makes them the same way.
 */
export function baseGameSlug(name: string): string {
  return slugText(name, 70) || "game";
}

/** A name as an address segment: "Pixel Palace!" → "pixel-palace"; accents dropped, at most `max` characters. */
export function slugText(name: string, max: number): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

/** The first free slug for `name`, given the slugs already taken. */
export function uniqueGameSlug(name: string, taken: ReadonlySet<string>): string {
  const base = baseGameSlug(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A name no other test uses (a venue, a game, a lead), so every assertion finds the test's own. */
export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

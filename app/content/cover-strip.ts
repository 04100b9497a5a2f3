/**
 * The seven game covers that scroll across the home page, each linking to its Steam store page.
 * The covers are drawn by the site (title on the game's colours); `colors` are the two ends of each
 * cover's gradient. With STEAM_IMAGE_HOST set, Steam's header art of `steamAppId` tops the cover
 * (the home page's loader adds it), and the drawn cover stays when that art cannot be loaded.
 */
export type CoverStripGame = {
  name: string;
  publisher: string;
  storeUrl: string;
  /** The id in `storeUrl`. */
  steamAppId: number;
  colors: readonly [string, string];
};

export const COVER_STRIP_GAMES: readonly CoverStripGame[] = [
  {
    name: "Counter-Strike 2",
    publisher: "Valve",
    storeUrl: "https://store.steampowered.com/app/730/",
    steamAppId: 730,
    colors: ["#c2660a", "#1f2937"],
  },
  {
    name: "Dota 2",
    publisher: "Valve",
    storeUrl: "https://store.steampowered.com/app/570/",
    steamAppId: 570,
    colors: ["#b91c1c", "#111827"],
  },
  {
    name: "Rocket League",
    publisher: "Psyonix LLC",
    storeUrl: "https://store.steampowered.com/app/252950/",
    steamAppId: 252950,
    colors: ["#1d4ed8", "#ea580c"],
  },
  {
    name: "Deep Rock Galactic",
    publisher: "Coffee Stain Publishing",
    storeUrl: "https://store.steampowered.com/app/548430/",
    steamAppId: 548430,
    colors: ["#a16207", "#1c1917"],
  },
  {
    name: "Terraria",
    publisher: "Re-Logic",
    storeUrl: "https://store.steampowered.com/app/105600/",
    steamAppId: 105600,
    colors: ["#15803d", "#1e3a8a"],
  },
  {
    name: "Left 4 Dead 2",
    publisher: "Valve",
    storeUrl: "https://store.steampowered.com/app/550/",
    steamAppId: 550,
    colors: ["#7f1d1d", "#0c0a09"],
  },
  {
    name: "Team Fortress 2",
    publisher: "Valve",
    storeUrl: "https://store.steampowered.com/app/440/",
    steamAppId: 440,
    colors: ["#9a3412", "#1e40af"],
  },
];

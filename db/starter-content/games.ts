/**
 * The starter list of /games, loaded once into a new database (db/seed-starter-content.ts); from
 * then on administrators keep it at /admin/content. Plain data: no server code.
 *
 * Store addresses use a Steam app id only where the id is known for certain; otherwise a Steam
 * search for the name, which always finds the game. `reviewSummary` is Steam's own summary text,
 * given only for games that have held it for years; the rest are left for administrators to fill
 * in rather than guessed.
 */

export type StarterGame = {
  name: string;
  publisher: string;
  storeUrl: string;
  reviewSummary: string | null;
  featured: boolean;
  /** A trailer (an https video file) for a featured card; none is known here, so the card shows a poster. */
  videoUrl: string | null;
  /** Its Steam app id, for Steam's art (STEAM_IMAGE_HOST); only where the id is known for certain. */
  steamAppId: number | null;
};

const steamApp = (appId: number) => `https://store.steampowered.com/app/${appId}/`;

/** A Steam store search for a name: for games whose app id is not known for certain. */
const steamSearch = (name: string) => `https://store.steampowered.com/search/?term=${encodeURIComponent(name)}`;

const OVERWHELMINGLY_POSITIVE = "Overwhelmingly Positive";
const VERY_POSITIVE = "Very Positive";

type Listed = [name: string, publisher: string, storeUrl: string, reviewSummary?: string];

/** The two video cards at the top of /games. */
export const STARTER_FEATURED_GAMES: StarterGame[] = [
  {
    name: "DeathSprint 66",
    publisher: "Secret Mode",
    storeUrl: steamSearch("DeathSprint 66"),
    reviewSummary: null,
    featured: true,
    videoUrl: null,
    steamAppId: null,
  },
  {
    name: "Parcel Corps",
    publisher: "Secret Mode",
    storeUrl: steamSearch("Parcel Corps"),
    reviewSummary: null,
    featured: true,
    videoUrl: null,
    steamAppId: null,
  },
];

// LAN-friendly multiplayer and co-op titles first, then popular indies.
const listed: Listed[] = [
  ["Counter-Strike 2", "Valve", steamApp(730)],
  ["Dota 2", "Valve", steamApp(570), VERY_POSITIVE],
  ["Team Fortress 2", "Valve", steamApp(440), VERY_POSITIVE],
  ["Left 4 Dead 2", "Valve", steamApp(550), OVERWHELMINGLY_POSITIVE],
  ["Portal 2", "Valve", steamApp(620), OVERWHELMINGLY_POSITIVE],
  ["Garry's Mod", "Valve", steamApp(4000), OVERWHELMINGLY_POSITIVE],
  ["Apex Legends", "Electronic Arts", steamApp(1172470)],
  ["PUBG: BATTLEGROUNDS", "KRAFTON, Inc.", steamApp(578080)],
  ["Tom Clancy's Rainbow Six Siege", "Ubisoft", steamApp(359550)],
  ["Rust", "Facepunch Studios", steamApp(252490)],
  ["Destiny 2", "Bungie", steamApp(1085660)],
  ["Warframe", "Digital Extremes", steamApp(230410)],
  ["THE FINALS", "Embark Studios", steamApp(2073850)],
  ["Marvel Rivals", "NetEase Games", steamApp(2767030)],
  ["NARAKA: BLADEPOINT", "NetEase Games", steamApp(1203220)],
  ["Titanfall 2", "Electronic Arts", steamApp(1237970)],
  ["Halo: The Master Chief Collection", "Xbox Game Studios", steamApp(976730)],
  ["Hunt: Showdown 1896", "Crytek", steamApp(594650)],
  ["Ready or Not", "VOID Interactive", steamApp(1144200)],
  ["Squad", "Offworld Industries", steamApp(393380)],
  ["Street Fighter 6", "Capcom", steamApp(1364780)],
  ["TEKKEN 8", "Bandai Namco Entertainment", steamApp(1778820)],
  ["Brawlhalla", "Ubisoft", steamApp(291550)],
  ["Age of Empires II: Definitive Edition", "Xbox Game Studios", steamApp(813780)],
  ["Sid Meier's Civilization VI", "2K", steamApp(289070)],
  ["Deep Rock Galactic", "Coffee Stain Publishing", steamApp(548430), OVERWHELMINGLY_POSITIVE],
  ["Valheim", "Coffee Stain Publishing", steamApp(892970)],
  ["Satisfactory", "Coffee Stain Publishing", steamApp(526870)],
  ["Risk of Rain 2", "Gearbox Publishing", steamApp(632360)],
  ["Borderlands 2", "2K", steamApp(49520)],
  ["PAYDAY 2", "Starbreeze Entertainment", steamApp(218620)],
  ["Killing Floor 2", "Tripwire Interactive", steamApp(232090)],
  ["Warhammer: Vermintide 2", "Fatshark", steamApp(552500)],
  ["HELLDIVERS 2", "PlayStation Publishing LLC", steamApp(553850)],
  ["Monster Hunter: World", "Capcom", steamApp(582010)],
  ["Baldur's Gate 3", "Larian Studios", steamApp(1086940), OVERWHELMINGLY_POSITIVE],
  ["Sea of Thieves", "Xbox Game Studios", steamApp(1172620)],
  ["Grounded", "Xbox Game Studios", steamApp(962130)],
  ["Phasmophobia", "Kinetic Games", steamApp(739630)],
  ["Lethal Company", "Zeekerss", steamApp(1966720)],
  ["Among Us", "Innersloth", steamApp(945360)],
  ["Dead by Daylight", "Behaviour Interactive", steamApp(381210)],
  ["Don't Starve Together", "Klei Entertainment", steamApp(322330)],
  ["Terraria", "Re-Logic", steamApp(105600), OVERWHELMINGLY_POSITIVE],
  ["Stardew Valley", "ConcernedApe", steamApp(413150), OVERWHELMINGLY_POSITIVE],
  ["Raft", "Axolot Games", steamApp(648800)],
  ["Project Zomboid", "The Indie Stone", steamApp(108600)],
  ["It Takes Two", "Electronic Arts", steamApp(1426210)],
  ["Overcooked! 2", "Team17", steamApp(728880)],
  ["Human: Fall Flat", "Curve Games", steamApp(477160)],
  ["Keep Talking and Nobody Explodes", "Steel Crate Games", steamApp(341800)],
  ["Tabletop Simulator", "Berserk Games", steamApp(286160)],
  ["Golf With Your Friends", "Team17", steamSearch("Golf With Your Friends")],
  ["Ultimate Chicken Horse", "Clever Endeavour Games", steamSearch("Ultimate Chicken Horse")],
  ["Euro Truck Simulator 2", "SCS Software", steamApp(227300), OVERWHELMINGLY_POSITIVE],
  ["Factorio", "Wube Software", steamApp(427520), OVERWHELMINGLY_POSITIVE],
  ["RimWorld", "Ludeon Studios", steamApp(294100), OVERWHELMINGLY_POSITIVE],
  ["Hades", "Supergiant Games", steamApp(1145360), OVERWHELMINGLY_POSITIVE],
  ["Hollow Knight", "Team Cherry", steamApp(367520), OVERWHELMINGLY_POSITIVE],
  ["Celeste", "Maddy Makes Games", steamApp(504230), OVERWHELMINGLY_POSITIVE],
  ["Slay the Spire", "Mega Crit", steamApp(646570), OVERWHELMINGLY_POSITIVE],
  ["Vampire Survivors", "poncle", steamApp(1794680), OVERWHELMINGLY_POSITIVE],
];

/**
 * Steam app ids of starter games, by their exact name here: the art of these comes from Steam's
 * image host. Also given to databases loaded before the ids were known (seed-starter-content.ts),
 * to the row of that exact name only.
 */
export const STARTER_STEAM_APP_IDS: ReadonlyMap<string, number> = new Map([
  ["Counter-Strike 2", 730],
  ["Dota 2", 570],
  ["Team Fortress 2", 440],
  ["Left 4 Dead 2", 550],
  ["Garry's Mod", 4000],
  ["Apex Legends", 1172470],
  ["PUBG: BATTLEGROUNDS", 578080],
  ["Rust", 252490],
  ["Destiny 2", 1085660],
  ["Warframe", 230410],
  ["THE FINALS", 2073850],
  ["Marvel Rivals", 2767030],
  ["Deep Rock Galactic", 548430],
  ["Valheim", 892970],
  ["Baldur's Gate 3", 1086940],
  ["Phasmophobia", 739630],
  ["Lethal Company", 1966720],
  ["Among Us", 945360],
  ["Dead by Daylight", 381210],
  ["Terraria", 105600],
  ["Stardew Valley", 413150],
]);

/** The "All Games" list, in its starting order. */
export const STARTER_GAMES: StarterGame[] = listed.map(([name, publisher, storeUrl, reviewSummary]) => ({
  name,
  publisher,
  storeUrl,
  reviewSummary: reviewSummary ?? null,
  featured: false,
  videoUrl: null,
  steamAppId: STARTER_STEAM_APP_IDS.get(name) ?? null,
}));

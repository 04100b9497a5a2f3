import type { user } from "../schema/auth";
import type { events, locations } from "../schema/venues";
import type { DayHours, OpeningHours } from "../schema/values";

/**
 * The demo set loaded into an empty embedded database: a few verified LAN centers and one upcoming
 * LAN party, so a fresh install has something on the map. Every row is marked `is_demo`, its name
 * ends with " (demo)", and its id is fixed so loading it twice adds nothing.
 */

type DemoLocation = typeof locations.$inferInsert & { id: string; openingHours?: OpeningHours | null };

const closed: DayHours = { kind: "closed" };
/** A day's spans; one that closes at or before it opens runs past midnight. */
function spans(...times: [open: string, close: string][]): DayHours {
  return { kind: "spans", spans: times.map(([open, close]) => ({ open, close, overnight: close <= open })) };
}
type DemoEvent = typeof events.$inferInsert & { id: string };

const demoCenter = {
  verified: true,
  reviewStatus: "verified",
  createdByAdmin: true,
  isDemo: true,
  createdBy: null,
  imageUrl: null,
} as const satisfies Partial<DemoLocation>;

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  {
    ...demoCenter,
    id: "de300000-0000-4000-8000-0000000000c1",
    slug: "respawn-lounge-seattle-demo",
    organizationName: "Respawn Lounge Seattle (demo)",
    address: "1520 4th Ave, Seattle, WA 98101",
    description:
      "Demo listing. A 60-seat esports lounge downtown with high-refresh PCs, console booths and weekly tournaments.",
    website: "https://example.com/respawn-lounge",
    lat: 47.6105,
    lng: -122.3372,
    venueType: "game_arena",
    timeZone: "America/Los_Angeles",
    openingHours: {
      week: [
        spans(["14:00", "23:00"]),
        spans(["14:00", "23:00"]),
        spans(["14:00", "23:00"]),
        spans(["14:00", "23:00"]),
        // Friday and Saturday run past midnight.
        spans(["14:00", "02:00"]),
        spans(["10:00", "02:00"]),
        spans(["10:00", "22:00"]),
      ],
      exceptions: [],
    },
    phone: "+1 206 555 0142",
    pcCount: 48,
    consoleCount: 8,
    vrCount: 4,
    hardware: "RTX 4070 · 240 Hz",
    priceMinCents: 600,
    priceMaxCents: 900,
    currency: "USD",
    passes: "Day pass $30. Monthly membership $79 with 40 hours included.",
    amenities: ["food_drinks", "wheelchair_accessible", "all_ages", "streaming_room", "tournaments", "free_wifi"],
    featured: true,
  },
  {
    ...demoCenter,
    id: "de300000-0000-4000-8000-0000000000c2",
    slug: "pixel-arena-austin-demo",
    organizationName: "Pixel Arena Austin (demo)",
    address: "501 Congress Ave, Austin, TX 78701",
    description: "Demo listing. Forty gaming PCs, a streaming stage and late-night LAN sessions every Friday.",
    website: "https://example.com/pixel-arena",
    lat: 30.2669,
    lng: -97.7428,
    venueType: "game_arena",
    timeZone: "America/Chicago",
    openingHours: {
      week: [
        closed,
        spans(["12:00", "22:00"]),
        spans(["12:00", "22:00"]),
        spans(["12:00", "22:00"]),
        // Late-night LAN sessions every Friday.
        spans(["16:00", "04:00"]),
        spans(["10:00", "14:00"], ["16:00", "02:00"]),
        spans(["10:00", "20:00"]),
      ],
      exceptions: [],
    },
    phone: "+1 512 555 0188",
    pcCount: 40,
    simCount: 2,
    hardware: "RTX 4080 · 360 Hz",
    priceMinCents: 500,
    priceMaxCents: 800,
    currency: "USD",
    passes: "Night pass (10 PM–4 AM) $25.",
    amenities: ["food_drinks", "parking", "adults_only", "streaming_room", "tournaments", "lan_party_hosting"],
    featured: false,
  },
  {
    ...demoCenter,
    id: "de300000-0000-4000-8000-0000000000c3",
    slug: "frag-factory-chicago-demo",
    organizationName: "Frag Factory Chicago (demo)",
    address: "233 S Wacker Dr, Chicago, IL 60606",
    description: "Demo listing. A LAN center in the Loop with private team rooms and a 200-seat event hall.",
    website: "https://example.com/frag-factory",
    lat: 41.8789,
    lng: -87.6359,
    venueType: "game_arena",
    timeZone: "America/Chicago",
    openingHours: {
      week: Array.from({ length: 7 }, () => ({ kind: "open24" }) as const),
      exceptions: [],
    },
    phone: "+1 312 555 0117",
    pcCount: 120,
    consoleCount: 12,
    vrCount: 6,
    hardware: "RTX 4090 · 280 Hz",
    priceMinCents: 700,
    priceMaxCents: 1200,
    currency: "USD",
    passes: "Team rooms by the hour. Event hall hire on request.",
    amenities: [
      "food_drinks",
      "wheelchair_accessible",
      "private_room",
      "lan_party_hosting",
      "tournaments",
      "free_wifi",
    ],
    featured: false,
  },
  {
    ...demoCenter,
    id: "de300000-0000-4000-8000-0000000000c4",
    slug: "level-up-cafe-denver-demo",
    organizationName: "Level Up Cafe Denver (demo)",
    address: "1600 Champa St, Denver, CO 80202",
    description: "Demo listing. Espresso, board games and twenty PCs with the full Steam PC Cafe library.",
    website: null,
    lat: 39.7472,
    lng: -104.9948,
    venueType: "game_cafe",
    timeZone: "America/Denver",
    openingHours: {
      week: [
        spans(["08:00", "20:00"]),
        spans(["08:00", "20:00"]),
        spans(["08:00", "20:00"]),
        spans(["08:00", "20:00"]),
        spans(["08:00", "23:00"]),
        spans(["09:00", "23:00"]),
        spans(["09:00", "18:00"]),
      ],
      exceptions: [],
    },
    phone: "+1 303 555 0163",
    pcCount: 20,
    hardware: "RTX 4060 · 165 Hz",
    priceMinCents: 400,
    priceMaxCents: 400,
    currency: "USD",
    amenities: ["food_drinks", "all_ages", "free_wifi", "birthday_parties"],
    featured: false,
  },
  {
    ...demoCenter,
    id: "de300000-0000-4000-8000-0000000000c5",
    slug: "campus-lan-hub-boston-demo",
    organizationName: "Campus LAN Hub Boston (demo)",
    address: "775 Commonwealth Ave, Boston, MA 02215",
    description: "Demo listing. A student-run gaming lab open to the public on weekends.",
    website: "https://example.com/campus-lan-hub",
    lat: 42.3505,
    lng: -71.1054,
    venueType: "college",
    timeZone: "America/New_York",
    openingHours: {
      week: [
        closed,
        closed,
        closed,
        closed,
        spans(["17:00", "23:00"]),
        spans(["10:00", "22:00"]),
        spans(["10:00", "18:00"]),
      ],
      exceptions: [],
    },
    pcCount: 30,
    consoleCount: 4,
    priceMinCents: 0,
    priceMaxCents: 0,
    currency: "USD",
    passes: "Free for students; visitors $3 an hour.",
    amenities: ["wheelchair_accessible", "all_ages", "free_wifi"],
    featured: false,
  },
];

/** The demo centers' games, by slug of the starter catalogue (a game no longer there is skipped). */
export const DEMO_CENTER_GAMES: Record<string, readonly string[]> = {
  "de300000-0000-4000-8000-0000000000c1": [
    "counter-strike-2",
    "apex-legends",
    "marvel-rivals",
    "team-fortress-2",
    "rust",
  ],
  "de300000-0000-4000-8000-0000000000c2": ["counter-strike-2", "dota-2", "tekken-8", "street-fighter-6", "the-finals"],
  "de300000-0000-4000-8000-0000000000c3": ["counter-strike-2", "dota-2", "pubg-battlegrounds", "helldivers-2", "rust"],
  "de300000-0000-4000-8000-0000000000c4": ["stardew-valley", "terraria", "overcooked-2", "it-takes-two", "among-us"],
  "de300000-0000-4000-8000-0000000000c5": [
    "age-of-empires-ii-definitive-edition",
    "sid-meier-s-civilization-vi",
    "portal-2",
  ],
};

/**
 * The demo centers as of `now`: Respawn Lounge closes on the coming Christmas Day and opens late on
 * New Year's Eve, so the special dates show on a fresh install whatever the day.
 */
export function demoLocations(now: Date): DemoLocation[] {
  const year = Number(now.toISOString().slice(0, 4));
  const christmas = `${year}-12-25` >= now.toISOString().slice(0, 10) ? year : year + 1;
  return DEMO_LOCATIONS.map((center, index) =>
    index === 0 && center.openingHours
      ? {
          ...center,
          openingHours: {
            ...center.openingHours,
            exceptions: [
              { date: `${christmas}-12-25`, hours: closed, note: "Christmas Day" },
              { date: `${christmas}-12-31`, hours: spans(["14:00", "03:00"]), note: "New Year's Eve LAN" },
            ],
          },
        }
      : center,
  );
}

export const DEMO_EVENT_ID = "de300000-0000-4000-8000-0000000000e1";
const DEMO_EVENT_TIME_ZONE = "America/Chicago";

/** The demo LAN party: a weekend at least three weeks after `now`, in Chicago's local time. */
export function demoEvents(now: Date): DemoEvent[] {
  const saturday = saturdayAtLeastDaysAhead(now, 21, DEMO_EVENT_TIME_ZONE);
  const sunday = { ...saturday, day: saturday.day + 1 };
  const host = DEMO_LOCATIONS[2]!;
  return [
    {
      id: DEMO_EVENT_ID,
      organizationName: "Windy City Frag Fest (demo)",
      description:
        "Demo listing. A two-day bring-your-own-computer LAN party with Counter-Strike and Rocket League brackets.",
      locationId: host.id,
      startDate: zonedDateTime({ ...saturday, hour: 10 }, DEMO_EVENT_TIME_ZONE),
      endDate: zonedDateTime({ ...sunday, hour: 18 }, DEMO_EVENT_TIME_ZONE),
      timeZone: DEMO_EVENT_TIME_ZONE,
      website: "https://example.com/frag-fest",
      customLocation: host.address,
      lat: host.lat,
      lng: host.lng,
      createdBy: null,
      verified: true,
      reviewStatus: "verified",
      isDemo: true,
    },
  ];
}

type CalendarDay = { year: number; month: number; day: number };

function saturdayAtLeastDaysAhead(now: Date, days: number, timeZone: string): CalendarDay {
  const today = wallClock(now, timeZone);
  // Noon UTC of the local calendar day: day arithmetic on it never crosses a date line.
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days, 12));
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The instant at which the wall clock in `timeZone` reads the given local time. */
export function zonedDateTime(local: CalendarDay & { hour: number; minute?: number }, timeZone: string): Date {
  const asIfUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute ?? 0);
  let instant = asIfUtc - offsetMs(new Date(asIfUtc), timeZone);
  // A second pass settles local times on the other side of a daylight-saving change.
  instant = asIfUtc - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function offsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asIfUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asIfUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/**
 * The demo party's tickets: one type nearly gone, one sold out, one with room. Their `taken` counts
 * include the demo players' real tickets (`DEMO_TICKETS`); the rest stand for attendees the demo set
 * does not make accounts for, so a newcomer sees every state a party page shows. Tickets taken on
 * the demo party are real and counted on top.
 */
export const DEMO_TICKET_TYPES = [
  {
    id: "de400000-0000-4000-8000-0000000000a1",
    eventId: DEMO_EVENT_ID,
    name: "Weekend BYOC",
    description: "Both days, a desk with power and wired network for your own PC.",
    quantity: 64,
    taken: 60,
    includesSeat: true,
    maxPerOrder: 4,
    position: 0,
  },
  {
    id: "de400000-0000-4000-8000-0000000000a2",
    eventId: DEMO_EVENT_ID,
    name: "Streamer row",
    description: "A desk on the stage row with a second network port and a camera light.",
    quantity: 8,
    taken: 8,
    includesSeat: true,
    maxPerOrder: 1,
    position: 1,
  },
  {
    id: "de400000-0000-4000-8000-0000000000a3",
    eventId: DEMO_EVENT_ID,
    name: "Visitor, no seat",
    description: "Watch the finals and try the consoles; no desk.",
    quantity: 40,
    taken: 5,
    includesSeat: false,
    maxPerOrder: 2,
    position: 2,
  },
] as const;

const [BYOC, STREAMER, VISITOR] = DEMO_TICKET_TYPES.map((type) => type.id) as [string, string, string];

/**
 * The demo party's players: accounts with a confirmed address at example.com (mail to it goes
 * nowhere) and no password, so nobody can sign in as them. They hold the demo tickets below.
 */
export const DEMO_PLAYERS = [
  { id: "de500000-0000-4000-8000-000000000001", name: "Alex Rivera (demo)", email: "alex.rivera.demo@example.com" },
  { id: "de500000-0000-4000-8000-000000000002", name: "Sam Okafor (demo)", email: "sam.okafor.demo@example.com" },
  { id: "de500000-0000-4000-8000-000000000003", name: "Jordan Lee (demo)", email: "jordan.lee.demo@example.com" },
  { id: "de500000-0000-4000-8000-000000000004", name: "Casey Novak (demo)", email: "casey.novak.demo@example.com" },
  { id: "de500000-0000-4000-8000-000000000005", name: "Riley Chen (demo)", email: "riley.chen.demo@example.com" },
] as const satisfies readonly (typeof user.$inferInsert)[];

const [alex, sam, jordan, casey, riley] = DEMO_PLAYERS.map((player) => player.id) as [
  string,
  string,
  string,
  string,
  string,
];

/**
 * The demo party's hall, row by row in the seat plan's tokens (app/features/tickets/seat-plan-text.ts:
 * `1-8` seats, `|` an aisle, `8x` a blocked seat): the main hall's 64 desks for "Weekend BYOC" with
 * an aisle down the middle, and the stage row's 8 for "Streamer row", the last one kept for the
 * camera. db/ may not import the app, so the plan's text and its seats are written from this here;
 * seed-demo.test.ts holds both against the app's own parser.
 */
const DEMO_HALL: { area: string; rows: [label: string, tokens: string[]][] }[] = [
  {
    area: "Main hall",
    rows: ["A", "B", "C", "D"].map((label) => [label, ["1-8", "|", "9-16"]]),
  },
  { area: "Stage", rows: [["S", ["1-7", "8x"]]] },
];

/** The plan as an organiser types it: `[Main hall]`, `A: 1-8 | 9-16`, … */
export const DEMO_SEAT_PLAN = DEMO_HALL.flatMap(({ area, rows }) => [
  `[${area}]`,
  ...rows.map(([label, tokens]) => `${label}: ${tokens.join(" ")}`),
]).join("\n");

/** The plan's seats where the app draws them (`seats` rows, but their party): an aisle takes a column. */
export const DEMO_SEATS = DEMO_HALL.flatMap(({ area, rows }, areaIndex) =>
  rows.flatMap(([rowLabel, tokens], rowIndex) => {
    let column = 0;
    return tokens.flatMap((token) => {
      const [, from, to = from, blocked] = /^(\d+)(?:-(\d+))?(x?)$/.exec(token) ?? [];
      if (!from) {
        column += 1; // an aisle: a column without a seat
        return [];
      }
      return Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => {
        const number = Number(from) + index;
        return {
          area,
          areaIndex,
          rowLabel,
          rowIndex,
          column: column++,
          number,
          label: `${rowLabel}${number}`,
          blocked: blocked === "x",
        };
      });
    });
  }),
);

/** Real tickets of the demo party, each held by a demo player; `seat` is its seat's label, or none picked yet. */
export const DEMO_TICKETS = [
  { id: "de600000-0000-4000-8000-000000000001", ticketTypeId: BYOC, holderId: alex, seat: "A3" },
  { id: "de600000-0000-4000-8000-000000000002", ticketTypeId: BYOC, holderId: sam, seat: "A4" },
  { id: "de600000-0000-4000-8000-000000000003", ticketTypeId: BYOC, holderId: riley, seat: "C12" },
  { id: "de600000-0000-4000-8000-000000000004", ticketTypeId: STREAMER, holderId: jordan, seat: "S2" },
  { id: "de600000-0000-4000-8000-000000000005", ticketTypeId: VISITOR, holderId: casey, seat: null },
] as const satisfies readonly { id: string; ticketTypeId: string; holderId: string; seat: string | null }[];

/** The sold-out "Streamer row"'s waiting list, first in line first. */
export const DEMO_WAITLIST = [
  { id: "de700000-0000-4000-8000-000000000001", ticketTypeId: STREAMER, userId: riley },
  { id: "de700000-0000-4000-8000-000000000002", ticketTypeId: STREAMER, userId: casey },
] as const;

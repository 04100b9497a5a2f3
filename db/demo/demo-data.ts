import type { events, locations } from "../schema/venues";

/**
 * The demo set loaded into an empty embedded database: a few verified LAN centers and one upcoming
 * LAN party, so a fresh install has something on the map. Every row is marked `is_demo`, its name
 * ends with " (demo)", and its id is fixed so loading it twice adds nothing.
 */

type DemoLocation = typeof locations.$inferInsert & { id: string };
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
    featured: false,
  },
];

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

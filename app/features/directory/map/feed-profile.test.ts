import { describe, expect, it } from "vitest";

import type { OpeningHours } from "#db/schema/values";

import {
  catalogueOf,
  coverThumbnailUrl,
  decodeLocations,
  encodeLocations,
  type FeedCenter,
  feedCentersAt,
} from "../map-data";

import { amenityMask, NO_PROFILE } from "./feed-profile";
import { parseScheduleText, scheduleText } from "./schedule-text";

const catalogue = [
  { slug: "counter-strike-2", name: "Counter-Strike 2" },
  { slug: "dota-2", name: "Dota 2" },
  { slug: "valheim", name: "Valheim" },
];

const lateWeek: OpeningHours = {
  week: [
    { kind: "closed" },
    { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
    {
      kind: "spans",
      spans: [
        { open: "10:00", close: "14:00", overnight: false },
        { open: "16:00", close: "00:00", overnight: true },
      ],
    },
    { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
    { kind: "spans", spans: [{ open: "16:00", close: "02:00", overnight: true }] },
    { kind: "open24" },
    { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
  ],
  exceptions: [
    { date: "2026-07-04", hours: { kind: "closed" }, note: "Over" },
    { date: "2026-12-25", hours: { kind: "closed" }, note: "Christmas Day" },
    {
      date: "2026-12-31",
      hours: { kind: "spans", spans: [{ open: "18:00", close: "04:00", overnight: true }] },
      note: null,
    },
  ],
};

function feedCenter(slug: string, extra: Partial<FeedCenter> = {}): FeedCenter {
  return { slug, name: slug, latitude: 40, longitude: -100, venueType: null, adminCreated: false, ...extra };
}

describe("the schedule line", () => {
  it("writes the zone, the week and the special dates still to come, and reads them back", () => {
    const line = scheduleText(lateWeek, "America/Chicago", "2026-11-20");
    expect(line).toBe(
      "America/Chicago|-|1200-2200|1000-1400,1600-0000|1200-2200|1600-0200|*|1200-2200|2026-12-25=-|2026-12-31=1800-0400",
    );
    const read = parseScheduleText(line);
    expect(read.zone).toBe("America/Chicago");
    expect(read.hours.week).toEqual(lateWeek.week);
    // Notes stay on the center's page; the map shows the state only.
    expect(read.hours.exceptions).toEqual(lateWeek.exceptions.slice(1).map((entry) => ({ ...entry, note: null })));
  });

  it("refuses what is not a schedule", () => {
    for (const bad of [
      "",
      "UTC|-|-",
      "UTC|-|-|-|-|-|-|9am",
      "UTC|-|-|-|-|-|-|-|christmas=-",
      "UTC|-|-|-|-|-|-|2400-0100",
    ]) {
      expect(() => parseScheduleText(bad), bad).toThrow();
    }
  });
});

describe("encodeLocations and decodeLocations", () => {
  const centers = [
    feedCenter("alpha", {
      schedule: scheduleText(lateWeek, "America/Chicago", "2026-11-20"),
      games: [0, 1],
      amenities: ["parking", "food_drinks"],
      pcCount: 24,
      price: "$5–8/hr",
    }),
    feedCenter("beta", { games: [0, 1], fullLibrary: true, price: "$5–8/hr" }),
    feedCenter("gamma", { schedule: scheduleText(lateWeek, "America/Chicago", "2026-11-20"), games: [2] }),
    feedCenter("delta", { schedule: "Europe/Berlin|*|*|*|*|*|*|*", amenities: ["bring_your_own_pc"], pcCount: 0 }),
    feedCenter("epsilon"),
  ];
  const payload = encodeLocations(centers, catalogue);

  it("sends what many centers share once, most used first, and indexes into it", () => {
    expect(payload.schedules).toHaveLength(2);
    expect(payload.schedule).toEqual([0, -1, 0, 1, -1]);
    expect(payload.games).toEqual(["counter-strike-2", "dota-2", "valheim"]);
    expect(payload.gameNames).toEqual(["Counter-Strike 2", "Dota 2", "Valheim"]);
    expect(payload.gameSets).toEqual([[0, 1], [2]]);
    expect(payload.gameSet).toEqual([0, 0, 1, -1, -1]);
    expect(payload.library).toEqual([0, 1, 0, 0, 0]);
    expect(payload.amenities).toEqual([3, 0, 0, 1 << 11, 0]);
    expect(payload.pcs).toEqual([24, 0, 0, 0, 0]);
    expect(payload.prices).toEqual(["$5–8/hr"]);
    expect(payload.price).toEqual([0, 0, -1, -1, -1]);
  });

  it("reads the centers back with indexes into lists decoded once", () => {
    const data = decodeLocations(JSON.parse(JSON.stringify(payload)));
    expect(data.centers.map((center) => center.slug)).toEqual(["alpha", "beta", "gamma", "delta", "epsilon"]);
    expect(data.centers[0]).toMatchObject({ schedule: 0, gameSet: 0, amenities: 3, pcs: 24, price: 0 });
    expect(data.centers[1]).toMatchObject({ fullLibrary: true, schedule: -1 });
    expect(data.centers[4]).toEqual({ ...feedCenter("epsilon"), ...NO_PROFILE, cover: null });
    expect(data.schedules[0]?.zone).toBe("America/Chicago");
    expect(data.schedules[1]?.hours.week[0]).toEqual({ kind: "open24" });
    // Two centers, one schedule object.
    expect(data.schedules).toHaveLength(2);
    expect(data.games).toEqual(catalogue);
    expect(data.gameSets).toEqual([[0, 1], [2]]);
    expect(data.prices).toEqual(["$5–8/hr"]);
    expect(amenityMask(["parking", "food_drinks", "not-an-amenity"])).toBe(3);
  });

  it("sends covers only for the centers that have one, and reads them back", () => {
    const cover = { id: "0f0e0d0c-0b0a-4908-8706-050403020100", width: 320, height: 240 };
    const body = encodeLocations([feedCenter("plain"), { ...feedCenter("pictured"), cover }], catalogue);
    expect(body.covers).toEqual([[1, cover.id, 320, 240]]);
    const data = decodeLocations(
      JSON.parse(JSON.stringify({ ...body, covers: [...body.covers!, [0, "not-an-id", 1, 1]] })),
    );
    expect(data.centers.map((center) => center.cover)).toEqual([null, cover]);
    expect(coverThumbnailUrl(cover)).toBe(`/photos/${cover.id}/320.webp`);
  });

  it("reads a schedule in a zone this browser does not know as no hours", () => {
    const data = decodeLocations(
      encodeLocations([feedCenter("mars", { schedule: "Mars/Olympus_Mons|*|*|*|*|*|*|*" })], catalogue),
    );
    expect(data.schedules).toEqual([null]);
    expect(data.centers[0]!.schedule).toBe(0);
  });

  it("reads a feed from before venue profiles as centers without one", () => {
    const { count, slug, name, lat, lng, type, admin } = payload;
    const data = decodeLocations({ count, slug, name, lat, lng, type, admin });
    expect(data.centers[0]).toMatchObject({ slug: "alpha", ...NO_PROFILE });
    expect(data).toMatchObject({ schedules: [], games: [], gameSets: [], prices: [] });
  });

  it("throws on a malformed payload", () => {
    const broken: [string, Record<string, unknown>][] = [
      ["a schedule that is not one", { schedules: ["UTC|-", "UTC|*|*|*|*|*|*|*"] }],
      ["schedules that are not strings", { schedules: [1, 2] }],
      ["an index past its list", { schedule: [0, 0, 5, 1, -1] }],
      ["an index below −1", { price: [0, 0, -2, -1, -1] }],
      ["a fractional index", { gameSet: [0.5, 0, 1, -1, -1] }],
      ["a column of the wrong length", { pcs: [1, 2] }],
      ["a column that is not one", { amenities: "lots" }],
      ["negative PCs", { pcs: [-1, 0, 0, 0, 0] }],
      ["a library flag that is not 0 or 1", { library: [2, 0, 0, 0, 0] }],
      ["a game set with an unknown game", { gameSets: [[0, 1], [7]] }],
      ["a game set that is not a list", { gameSets: [[0, 1], "2"] }],
      ["game names that disagree with the slugs", { gameNames: ["Counter-Strike 2"] }],
    ];
    for (const [what, change] of broken) {
      expect(() => decodeLocations({ ...payload, ...change }), what).toThrow();
    }
    expect(() => decodeLocations(null)).toThrow("Not a locations payload");
    expect(() => decodeLocations({ ...payload, name: ["one"] })).toThrow("disagree");
  });
});

describe("some centers of an encoded feed", () => {
  const centers = [
    feedCenter("alpha", {
      venueType: "game_arena",
      adminCreated: true,
      schedule: scheduleText(lateWeek, "America/Chicago", "2026-11-20"),
      games: [0, 2],
      amenities: ["parking", "free_wifi"],
      pcCount: 40,
      price: "$5/hr",
      cover: { id: "0b8f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e", width: 320, height: 180 },
    }),
    feedCenter("beta", { fullLibrary: true, price: "$6/hr", latitude: 30.12345, longitude: -97.5 }),
    feedCenter("gamma", { games: [1], schedule: "America/Denver|*|*|*|*|*|*|*", pcCount: 8 }),
  ];
  const payload = encodeLocations(centers, catalogue);

  it("read back from the columns, encode to the same feed", () => {
    const all = feedCentersAt(payload, [0, 1, 2]);
    expect(encodeLocations(all, catalogueOf(payload))).toEqual(payload);
  });

  it("carry only the lists they use, and decode to the same centers", () => {
    const some = encodeLocations(feedCentersAt(payload, [2, 0]), catalogueOf(payload));
    expect(some.count).toBe(2);
    expect(some.prices).toEqual(["$5/hr"]);
    expect(some.covers).toEqual([[1, "0b8f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e", 320, 180]]);
    const whole = decodeLocations(payload);
    const decoded = decodeLocations(some);
    expect(decoded.centers.map((center) => center.slug)).toEqual(["gamma", "alpha"]);
    expect(decoded.schedules[decoded.centers[1]!.schedule]).toEqual(whole.schedules[whole.centers[0]!.schedule]);
    expect(decoded.gameSets[decoded.centers[1]!.gameSet]).toEqual([0, 2]);
    expect(decoded.centers[1]!.amenities).toBe(amenityMask(["parking", "free_wifi"]));
  });
});

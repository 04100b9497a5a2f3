import { describe, expect, it } from "vitest";

import { resolveGameArt, steamArt } from "./game-art";

const PHOTO = { id: "0b5c8f0e-4d7a-4f3e-9d7e-2f4b9a1c6e01", width: 1280, height: 600, widths: [320, 640, 1280] };

describe("a game's art", () => {
  it("lays Steam's files out as its CDN does, with their sizes", () => {
    expect(steamArt("https://cdn.cloudflare.steamstatic.com", 730)).toEqual({
      kind: "steam",
      header: { src: "https://cdn.cloudflare.steamstatic.com/steam/apps/730/header.jpg", width: 460, height: 215 },
      capsule: {
        src: "https://cdn.cloudflare.steamstatic.com/steam/apps/730/capsule_616x353.jpg",
        width: 616,
        height: 353,
      },
    });
    // A trailing slash, or a mirror's path, is kept as it is: never a doubled or lost segment.
    expect(steamArt("http://127.0.0.1:4010/", 570).header.src).toBe("http://127.0.0.1:4010/steam/apps/570/header.jpg");
    expect(steamArt("https://mirror.example.com/cache", 440).capsule.src).toBe(
      "https://mirror.example.com/cache/steam/apps/440/capsule_616x353.jpg",
    );
  });

  it("prefers the uploaded image, then Steam's, then none", () => {
    const host = "https://steam.example.com";
    expect(resolveGameArt({ photo: PHOTO, steamAppId: 730 }, host)).toEqual({ kind: "photo", photo: PHOTO });
    expect(resolveGameArt({ photo: PHOTO, steamAppId: null }, undefined)).toEqual({ kind: "photo", photo: PHOTO });
    expect(resolveGameArt({ photo: null, steamAppId: 730 }, host)).toEqual(steamArt(host, 730));
    // Steam's art needs both the host and the id.
    expect(resolveGameArt({ photo: null, steamAppId: 730 }, undefined)).toBeNull();
    expect(resolveGameArt({ photo: null, steamAppId: 730 }, "")).toBeNull();
    expect(resolveGameArt({ photo: null, steamAppId: null }, host)).toBeNull();
  });

  it("never builds an address from an id that is not one", () => {
    const host = "https://steam.example.com";
    for (const id of [0, -730, 7.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31]) {
      expect(resolveGameArt({ photo: null, steamAppId: id }, host), String(id)).toBeNull();
    }
  });
});

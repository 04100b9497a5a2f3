import { describe, expect, it } from "vitest";

import { meta } from "./lancenters";

type Args = Parameters<typeof meta>[0];
const feedPreload = (opensOnFirstView: boolean | null) =>
  meta({ loaderData: { featured: [], error: null, opensOnFirstView } } as unknown as Args).filter(
    (descriptor) => "rel" in descriptor && descriptor.rel === "preload",
  );

describe("/lancenters", () => {
  it("preloads the map's feed unless the server knows it is big (the map then opens on its first view)", () => {
    const preload = {
      tagName: "link",
      rel: "preload",
      href: "/api/v1/locations",
      as: "fetch",
      crossOrigin: "anonymous",
    };
    expect(feedPreload(false)).toEqual([preload]);
    expect(feedPreload(null)).toEqual([preload]);
    expect(feedPreload(true)).toEqual([]);
  });
});

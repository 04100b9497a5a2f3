import "#test-support/venue-site";

import { beforeAll, describe, expect, it } from "vitest";

import type { Actor } from "~/features/accounts/actor";
import { insertCenter } from "#test-support/directory-rows";
import { createTestAccount } from "#test-support/venue-site";

import type { Route } from "./+types/share-card";
import type { Route as CenterRoute } from "./+types/lan-center";
import { loader as centerLoader, meta as centerMeta } from "./lan-center";
import { loader } from "./share-card";

let owner: Actor;
let slug: string;

beforeAll(async () => {
  owner = await createTestAccount();
  // No hours: nothing on the card changes while the test runs.
  slug = (await insertCenter(owner, { organizationName: "Pixel Arena", address: "1 Main St, Austin, TX 78701" })).slug;
});

function get(kind: string, file: string, { search = "", headers = {} as Record<string, string> } = {}) {
  const request = new Request(`http://localhost:3000/share/${kind}/${file}${search}`, { headers });
  return loader({ request, params: { kind, file }, context: {} } as unknown as Route.LoaderArgs);
}

describe("/share/:kind/:file", () => {
  it("answers the card as a PNG, cached for a day, with its version as ETag", async () => {
    const response = await get("center", `${slug}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]{12}"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(1, 4).toString()).toBe("PNG");
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
  });

  it("keeps the page's versioned address for a year, and answers 304 to a matching If-None-Match", async () => {
    const first = await get("center", `${slug}.png`);
    const version = first.headers.get("ETag")!.replaceAll('"', "");
    const current = await get("center", `${slug}.png`, { search: `?v=${version}` });
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const old = await get("center", `${slug}.png`, { search: "?v=outdated" });
    expect(old.headers.get("Cache-Control")).toBe("public, max-age=86400");

    const unchanged = await get("center", `${slug}.png`, { headers: { "If-None-Match": `W/"x", "${version}"` } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("ETag")).toBe(`"${version}"`);
    expect(await unchanged.text()).toBe("");
  });

  it("answers 404 in plain text for anything else", async () => {
    for (const [kind, file] of [
      ["venue", `${slug}.png`],
      ["center", slug],
      ["center", `${slug}.jpg`],
      ["center", "no-such-center.png"],
      ["party", "not-an-id.png"],
      ["game", "no-such-game.png"],
    ] as const) {
      const response = await get(kind, file);
      expect(response.status, `${kind}/${file}`).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    }
  });
});

describe("a center page's meta tags", () => {
  it("name its share card, absolute on the public origin, with its size and text", async () => {
    const loaderData = await centerLoader({ params: { slug } } as unknown as CenterRoute.LoaderArgs);
    const tags = centerMeta({ loaderData } as unknown as CenterRoute.MetaArgs) ?? [];
    const image = tags.find((tag) => "property" in tag && tag.property === "og:image") as { content: string };
    expect(image.content).toMatch(new RegExp(`^http://localhost:3000/share/center/${slug}\\.png\\?v=[\\w-]{12}$`));
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
        { property: "og:image:alt", content: "Pixel Arena, a LAN center in Austin" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: image.content },
      ]),
    );

    // The address the page names is the card the route serves, cached for good.
    const url = new URL(image.content);
    const response = await get("center", `${slug}.png`, { search: url.search });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});

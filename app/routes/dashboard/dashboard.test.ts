import { afterAll, expect, it } from "vitest";

import type { Route } from "./+types/dashboard";

// A database that is down: nothing listens on this port, so every connection is refused.
process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:9/lan_centers_down";
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";

const { loader } = await import("./dashboard");
const { closeDatabase } = await import("~/lib/db.server");

afterAll(() => closeDatabase());

it("answers a signed-in member's dashboard 503 'unavailable' while the database is down", async () => {
  const request = new Request("http://localhost:3000/dashboard", {
    headers: { Cookie: "better-auth.session_token=some-session.signature" },
  });
  const answer = (await loader({ request, params: {} } as unknown as Route.LoaderArgs)) as unknown as {
    data: { state: string };
    init: { status?: number } | null;
  };
  expect(answer.data.state).toBe("unavailable");
  expect(answer.init?.status).toBe(503);
});

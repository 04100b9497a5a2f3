import { afterAll, describe, expect, it } from "vitest";

import { LAN_CENTER_LOAD_FAILED, REGISTER_LAN_CENTER_FAILED } from "~/features/venues/lan-center-messages";

import type { Route } from "./+types/register-lan-center";

// A database that is down: nothing listens on this port, so every connection is refused.
process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:9/lan_centers_down";
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";

const { action, loader } = await import("./register-lan-center");
const { closeDatabase } = await import("~/lib/db.server");

afterAll(() => closeDatabase());

/** A signed-in member's request: the session cookie is there, but it cannot be checked. */
function memberRequest(url: string, form?: Record<string, string>) {
  return new Request(url, {
    method: form ? "POST" : "GET",
    headers: { Cookie: "better-auth.session_token=some-session.signature" },
    body: form ? new URLSearchParams(form) : undefined,
  });
}

type Answered = { data: { status?: string; state?: string; message?: string }; init: { status?: number } | null };

describe("the LAN center form while the database is down", () => {
  it("answers a signed-in member's registration 503 with the spec's failure, not 'please sign in'", async () => {
    const answer = (await action({
      request: memberRequest("http://localhost:3000/register-lan-center", { organizationName: "Pixel Palace" }),
      params: {},
    } as unknown as Route.ActionArgs)) as unknown as Answered;
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ status: "failed", message: REGISTER_LAN_CENTER_FAILED });
  });

  it("answers the edit form 503 instead of sending the member to sign in", async () => {
    const answer = (await loader({
      request: memberRequest("http://localhost:3000/edit-lan-center/0b7c7d6e-4a7b-4c59-9a57-5f8e3d1c2a10"),
      params: { id: "0b7c7d6e-4a7b-4c59-9a57-5f8e3d1c2a10" },
    } as unknown as Route.LoaderArgs)) as unknown as Answered;
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ state: "error", message: LAN_CENTER_LOAD_FAILED });
  });
});

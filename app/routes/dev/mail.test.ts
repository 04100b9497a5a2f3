import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { isRouteErrorResponse } from "react-router";
import { afterAll, describe, expect, it } from "vitest";

import type { Route } from "./+types/mail";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lan-centers-dev-mail-"));
// Read by env() on first use.
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";
delete process.env.SMTP_URL;

const { loader } = await import("./mail");

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
const stored = {
  id: "2026-11-21T10-00-00-000Z-abcdef12",
  from: "LAN Centers <no-reply@lancenters.local>",
  sentAt: "2026-11-21T10:00:00.000Z",
  to: "someone@example.com",
  subject: "Your LAN Centers verification code",
  html: "<p>123456</p>",
  text: "Confirm your e-mail address\n\n    123456\n",
};
writeFileSync(path.join(dataDir, "outbox", `${stored.id}.json`), JSON.stringify(stored));

function load(clientIp: string | undefined) {
  const request = new Request("http://localhost:3000/dev/mail");
  return loader({ request, params: {}, context: { clientIp } } as unknown as Route.LoaderArgs);
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    // `throw data(null, { status })` throws React Router's DataWithResponseInit.
    if (isRouteErrorResponse(error)) return error.status;
    return (error as { init?: ResponseInit | null }).init?.status;
  }
}

describe("/dev/mail", () => {
  it("answers 404 to anyone but this machine", async () => {
    for (const ip of ["192.168.1.20", "10.0.0.1", "2001:db8::1", "::ffff:10.0.0.1", "127.0.0.2", "", undefined]) {
      expect(await statusOf(load(ip)), `client ${ip}`).toBe(404);
    }
  });

  it("lists the outbox to a loopback client", async () => {
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const outbox = await load(ip);
      expect(outbox).toMatchObject({ mode: "outbox", messages: [{ to: stored.to, subject: stored.subject }] });
    }
  });
});

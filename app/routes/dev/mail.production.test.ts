import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { isRouteErrorResponse } from "react-router";
import { afterAll, describe, expect, it } from "vitest";

import type { Route } from "./+types/mail";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lan-centers-dev-mail-production-"));
// Read by env() on first use: a production server whose mail is off, with codes left in the folder.
Object.assign(process.env, {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PUBLIC_URL: "https://lancenters.example",
  AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
  MAIL_DELIVERY: "off",
});
delete process.env.SMTP_URL;

const { loader } = await import("./mail");

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
writeFileSync(
  path.join(dataDir, "outbox", "2026-11-21T10-00-00-000Z-abcdef12.json"),
  JSON.stringify({ id: "2026-11-21T10-00-00-000Z-abcdef12", to: "admin@example.com", subject: "Code", text: "123456" }),
);

async function statusFor(clientIp: string | undefined): Promise<number | undefined> {
  const request = new Request("https://lancenters.example/dev/mail");
  try {
    await loader({ request, params: {}, context: { clientIp } } as unknown as Route.LoaderArgs);
    return 200;
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    return (error as { init?: ResponseInit | null }).init?.status;
  }
}

describe("/dev/mail in production", () => {
  it("is not found, whatever the client's address, loopback included", async () => {
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "203.0.113.9", undefined]) {
      expect(await statusFor(ip), `client ${ip}`).toBe(404);
    }
  });
});

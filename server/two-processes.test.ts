import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { plainPhoto } from "#test-support/photo-files";
import { createScratchDatabase } from "#test-support/scratch";
import { ensureBuild, freePort, killStartedServers, productionSettings, ROOT, startServer } from "#test-support/server";

const run = promisify(execFile);

afterAll(killStartedServers);

const EMAIL = "photos-admin@example.test";
const PASSWORD = "two-processes-secret-123";

/** Signs in on one server: the session cookie it sets. */
async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Several app processes over one PostgreSQL is how the site grows: what one process stores, every
 * other serves. Two production servers share a scratch database; a photo uploaded through one is
 * served, byte for byte, by the other, and the session made on one is known to the other.
 */
describe("two app processes on one PostgreSQL", () => {
  it("serve the same photo, and know the same session", { timeout: 180_000 }, async (context) => {
    const serverUrl = postgresUrlOrSkip(context);
    ensureBuild();
    const database = await createScratchDatabase(serverUrl, "lan_centers_test_two_");
    try {
      const [first, second] = await Promise.all([
        freePort().then((port) => startServer({ port, databaseUrl: database.url })),
        freePort().then((port) => startServer({ port, databaseUrl: database.url })),
      ]);
      try {
        await run(process.execPath, ["--import", "tsx", "scripts/admin.ts", "create", EMAIL], {
          cwd: ROOT,
          env: {
            ...process.env,
            ...productionSettings({ port: first.port, dataDir: first.dataDir, databaseUrl: database.url }),
            ADMIN_PASSWORD: PASSWORD,
          },
        });
        const cookie = await signIn(first.url);

        // The session made on the first process is the second's too.
        const session = await fetch(`${second.url}/api/session`, { headers: { Cookie: cookie } });
        expect(((await session.json()) as { viewer: { email: string } | null }).viewer?.email).toBe(EMAIL);

        // A game's art (public at once) uploaded through the first process...
        const form = new FormData();
        form.set("purpose", "game");
        form.set(
          "file",
          new Blob([new Uint8Array(await plainPhoto("jpeg", 700, 400))], { type: "image/jpeg" }),
          "art.jpg",
        );
        const uploaded = await fetch(`${first.url}/api/photos`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: first.url },
          body: form,
        });
        expect(uploaded.status).toBe(201);
        const { photo } = (await uploaded.json()) as { photo: { id: string; widths: number[] } };
        expect(photo.widths).toEqual([320, 640, 700]);

        // ...is served by both, the same bytes, to a visitor with no session.
        const [fromFirst, fromSecond] = await Promise.all(
          [first, second].map((server) => fetch(`${server.url}/photos/${photo.id}/640.webp`)),
        );
        expect([fromFirst!.status, fromSecond!.status]).toEqual([200, 200]);
        expect(fromSecond!.headers.get("content-type")).toBe("image/webp");
        const [bytesFirst, bytesSecond] = await Promise.all([fromFirst!.arrayBuffer(), fromSecond!.arrayBuffer()]);
        expect(bytesSecond.byteLength).toBeGreaterThan(500);
        expect(Buffer.from(bytesSecond).equals(Buffer.from(bytesFirst))).toBe(true);
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    } finally {
      await database.drop();
    }
  });
});

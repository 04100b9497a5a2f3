import { execFile } from "node:child_process";
import { promisify } from "node:util";

import pg from "pg";

import { afterAll, describe, expect, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { plainPhoto } from "#test-support/photo-files";
import { createScratchDatabase } from "#test-support/scratch";
import {
  ensureBuild,
  freePort,
  killStartedServers,
  productionSettings,
  ROOT,
  signInCookie,
  startServer,
} from "#test-support/server";

const run = promisify(execFile);

afterAll(killStartedServers);

const EMAIL = "photos-admin@example.test";
const PASSWORD = "two-processes-secret-123";

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
        const cookie = await signInCookie(first.url, { email: EMAIL, password: PASSWORD });

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

  it("count one center's views and visitors together", { timeout: 180_000 }, async (context) => {
    const serverUrl = postgresUrlOrSkip(context);
    ensureBuild();
    const database = await createScratchDatabase(serverUrl, "lan_centers_test_two_");
    try {
      // Behind a proxy on this machine, which names each visitor's address.
      const [first, second] = await Promise.all([
        freePort().then((port) => startServer({ port, databaseUrl: database.url, env: { TRUST_PROXY: "true" } })),
        freePort().then((port) => startServer({ port, databaseUrl: database.url, env: { TRUST_PROXY: "true" } })),
      ]);
      const sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      try {
        await sql.query(
          `insert into locations (slug, organization_name, address, description, review_status)
           values ('shared-arena-1a2b', 'Shared Arena', '1 Main St', 'Forty PCs', 'verified')`,
        );
        // Ten visitors (ten addresses), each seen by both processes, ten times in all: each counts once.
        const beacons = Array.from({ length: 100 }, (_, index) => {
          const server = index % 2 === 0 ? first : second;
          return fetch(`${server.url}/api/insights`, {
            method: "POST",
            headers: {
              "Content-Type": "text/plain",
              Origin: server.url,
              "Accept-Language": "en-US",
              "User-Agent":
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
              "X-Forwarded-For": `198.51.100.${index % 10}`,
            },
            body: JSON.stringify({ event: "views", centers: ["shared-arena-1a2b"] }),
          });
        });
        expect((await Promise.all(beacons)).map((response) => response.status)).toEqual(Array(100).fill(204));
        // A stopping server writes what it counted.
        await Promise.all([first.stop(), second.stop()]);
        const { rows } = await sql.query<{ metric: string; count: number }>(
          `select metric, count from insight_daily order by metric`,
        );
        expect(rows).toEqual([
          { metric: "views", count: 10 },
          { metric: "visitors", count: 10 },
        ]);
      } finally {
        await sql.end();
        await Promise.all([first.stop(), second.stop()]);
      }
    } finally {
      await database.drop();
    }
  });
});

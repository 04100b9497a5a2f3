import { spawnSync } from "node:child_process";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { scratchFolderWithDatabase } from "#test-support/pglite-template";
import { freePort, killStartedServers, startServer } from "#test-support/server";

const root = path.resolve(import.meta.dirname, "..");

describe("npm start", () => {
  it("stops with one line naming a bad setting", () => {
    const result = spawnSync(process.execPath, ["build/server/start.js"], {
      cwd: root,
      env: { ...process.env, PORT: "abc", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid setting PORT: must be a port number (got "abc")');
  });
});

describe("the start line", () => {
  const folder = scratchFolderWithDatabase("lan-start-line-");
  afterAll(() => {
    killStartedServers();
    folder.remove();
  });

  it("names the address the server listens on, not localhost", { timeout: 180_000 }, async () => {
    const port = await freePort();
    const server = await startServer({ port, dataDir: folder.dir, output: "memory", env: { HOST: "127.0.0.1" } });
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain(`LAN Centers is listening on http://127.0.0.1:${port} (embedded database in`);
    expect(server.output()).not.toContain("localhost");
  });
});

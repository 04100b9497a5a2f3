import { spawnSync } from "node:child_process";
import path from "node:path";

import { describe, expect, it } from "vitest";

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

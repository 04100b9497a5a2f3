import { afterAll, describe, expect, it } from "vitest";

import { scratchFolderWithDatabase } from "#test-support/pglite-template";
import { freePort, killStartedServers, startServer } from "#test-support/server";

const folder = scratchFolderWithDatabase("lan-client-ip-");

afterAll(() => {
  killStartedServers();
  folder.remove();
});

describe("per-IP limits on the running server", () => {
  it("cannot be dodged with X-Forwarded-For from a peer that is not a named proxy", { timeout: 120_000 }, async () => {
    const port = await freePort();
    await startServer({
      port,
      dataDir: folder.dir,
      output: "memory",
      env: {
        RATE_LIMIT_SCALE: "1",
        // Our proxies are elsewhere: this test's loopback connection is not one of them.
        TRUST_PROXY: "10.0.0.0/8",
      },
    });

    // The availability check takes 120 addresses per IP in 10 minutes; each request claims another IP.
    const statuses: string[] = [];
    for (let n = 1; n <= 121; n++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/email-availability?email=person-${n}@example.com`, {
        headers: { "X-Forwarded-For": `198.51.${Math.floor(n / 250)}.${n % 250}`, "X-Lan-Client-Ip": `192.0.2.${n}` },
      });
      statuses.push(((await response.json()) as { status: string }).status);
    }
    expect(statuses.slice(0, 120).every((status) => status === "available")).toBe(true);
    expect(statuses[120]).toBe("rate-limited");
  });
});

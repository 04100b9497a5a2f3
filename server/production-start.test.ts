// The Docker image's start, without Docker: the Dockerfile's CMD and HEALTHCHECK, read from the
// Dockerfile itself so they cannot drift from what is tested, run against a new embedded folder
// and an empty PostgreSQL database.
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase, scratchFolder } from "#test-support/scratch";
import { freePort, killStartedServers, launchServer, MALLOC_SETTINGS, ROOT } from "#test-support/server";
import { settingNames } from "~/lib/env.server";

const folder = scratchFolder("lan-production-start-");
const scratch = folder.dir;

afterAll(() => {
  killStartedServers();
  folder.remove();
});

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function dockerfileInstructions(): string[] {
  return readFileSync(path.join(ROOT, "Dockerfile"), "utf8")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

function execForm(instruction: string | undefined, name: string): string[] {
  const json = instruction?.match(/\bCMD\s+(\[.*\])\s*$/)?.[1];
  if (!json) throw new Error(`the Dockerfile has no ${name} in exec form (CMD ["…"])`);
  return JSON.parse(json) as string[];
}

const instructions = dockerfileInstructions();
const runtimeStage = instructions.slice(instructions.findLastIndex((line) => line.startsWith("FROM ")));
const startCommand = execForm(
  runtimeStage.findLast((line) => line.startsWith("CMD ")),
  "CMD",
);
const healthCommand = execForm(
  runtimeStage.find((line) => line.startsWith("HEALTHCHECK ")),
  "HEALTHCHECK",
);

/** Runs the HEALTHCHECK's command as Docker would inside the container (PORT from the environment). */
function healthCheck(port: number): Promise<number> {
  const [file, ...args] = healthCommand;
  const command = file === "node" ? process.execPath : file!;
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, PORT: String(port) }, timeout: 10_000 }, (error) =>
      resolve(error ? Number(error.code ?? 1) : 0),
    );
  });
}

/** The image's CMD, with `sh` as in the image, and the settings a deployment passes (no others). */
function startAsImage(port: number, settings: Record<string, string>) {
  return launchServer({
    port,
    command: startCommand,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(scratch, "unused"),
      DATABASE_URL: "",
      AUTH_SECRET: "production-start-test-secret-0123456789",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_DELIVERY: "off",
      ...settings,
    },
  });
}

describe("the Docker image's start sequence", () => {
  it("is the production start script, with a health check on /healthz", () => {
    expect(startCommand).toEqual(["sh", "scripts/start-production.sh"]);
    expect(healthCommand.join(" ")).toContain("/healthz");
    expect(runtimeStage).toContain("USER node");
    const dataDir = runtimeStage.join("\n").match(/\bDATA_DIR=(\S+)/)?.[1];
    expect(runtimeStage).toContain(`VOLUME ["${dataDir}"]`);
    expect(existsSync(path.join(ROOT, "build", "server", "index.js")), "run `npm run build` first").toBe(true);
  });

  it("sets glibc's malloc as npm start and the tests' servers do", () => {
    const npmStart = (
      JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }
    ).scripts.start;
    const startScript = readFileSync(path.join(ROOT, "scripts", "start-production.sh"), "utf8");
    const image = runtimeStage.join("\n");
    for (const [name, value] of Object.entries(MALLOC_SETTINGS)) {
      expect(npmStart).toContain(`${name}=${value} `);
      expect(startScript).toContain(`export ${name}=${value}\n`);
      expect(image).toMatch(new RegExp(`\\b${name}=${value}\\b`));
    }
  });

  it(
    "runs in production mode: without AUTH_SECRET it stops with a message naming it",
    { timeout: 30_000 },
    async () => {
      const server = startAsImage(await freePort(), { AUTH_SECRET: "" });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain("Invalid setting AUTH_SECRET: is required in production");
    },
  );

  it("serves a new embedded folder, answers the health check, and stops cleanly", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const dataDir = path.join(scratch, "data");
    const server = startAsImage(port, { DATA_DIR: dataDir });
    await server.waitForHealth();
    expect(server.output()).toContain(`(embedded database in ${dataDir})`);
    expect(await healthCheck(port)).toBe(0);
    expect((await fetch(`http://127.0.0.1:${port}/lancenters`)).status).toBe(200);

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    expect(existsSync(path.join(dataDir, "lan-centers.lock")), "the data folder is released").toBe(false);
    expect(await healthCheck(port), "the health check fails once the server is gone").not.toBe(0);
  });

  it(
    "migrates an empty PostgreSQL database, answers the health check, and stops cleanly",
    { timeout: 120_000 },
    async (context) => {
      const serverUrl = postgresUrlOrSkip(context);
      const scratchDatabase = await createScratchDatabase(serverUrl, "lan_centers_test_start_");
      try {
        const port = await freePort();
        const server = startAsImage(port, { DATABASE_URL: scratchDatabase.url });
        await server.waitForHealth();
        expect(server.output()).toContain("(PostgreSQL)");
        expect(await healthCheck(port)).toBe(0);

        const database = new pg.Client({ connectionString: scratchDatabase.url });
        await database.connect();
        try {
          const journal = JSON.parse(readFileSync(path.join(ROOT, "drizzle", "meta", "_journal.json"), "utf8")) as {
            entries: unknown[];
          };
          const applied = await database.query("select count(*)::int as n from drizzle.__drizzle_migrations");
          expect(applied.rows[0].n, "every committed migration applied").toBe(journal.entries.length);
          const centers = await database.query("select count(*)::int as n from locations");
          expect(centers.rows[0].n, "no demo set on PostgreSQL").toBe(0);
        } finally {
          await database.end();
        }

        expect(await server.stop()).toBe(0);
      } finally {
        await scratchDatabase.drop();
      }
    },
  );
});

describe("compose.yaml", () => {
  const compose = readFileSync(path.join(ROOT, "compose.yaml"), "utf8");
  const appSection = compose.slice(compose.indexOf("\n  app:"), compose.indexOf("\nvolumes:"));
  const environment = appSection.slice(appSection.indexOf("\n    environment:"));

  it("passes the app only settings the app knows", () => {
    const names = [...environment.matchAll(/^ {6}([A-Z_]+):/gm)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !settingNames.includes(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(["DATABASE_URL", "AUTH_SECRET", "PUBLIC_URL"]));
  });

  it("starts the app once PostgreSQL is healthy, and keeps secrets out of the file", () => {
    expect(compose).toMatch(/image: postgres:15\b/);
    expect(compose).toMatch(/postgres:\n(?: {6}.*\n)*? {8}condition: service_healthy/);
    expect(environment).toMatch(/DATABASE_URL: postgres:\/\/\w+:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\//);
    expect(environment).toMatch(/AUTH_SECRET: \$\{AUTH_SECRET:\?/);
  });
});

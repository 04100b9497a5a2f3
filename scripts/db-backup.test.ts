// `npm run db:backup` and `npm run db:restore`, run as commands: a backup of an embedded database
// holding rows made by the services, restored into a new embedded folder and into a scratch
// PostgreSQL database, must give the same rows table by table and keep working afterwards.
import "#test-support/venue-site";

import { execFile } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase, scratchFolder } from "#test-support/scratch";
import { createTestAccount } from "#test-support/venue-site";
import { createAdministrator } from "~/features/accounts/administrators.server";
import { submitLead } from "~/features/leads/submit-lead.server";
import { leadSchema } from "~/features/leads/schemas";
import { startCheckout } from "~/features/subscriptions/start-checkout.server";
import { payTestCheckout } from "~/features/subscriptions/test-checkout.server";
import { registerLanCenter } from "~/features/venues/register-lan-center.server";
import { lanCenterSchema } from "~/features/venues/schemas";
import { migrationsFolder } from "~/lib/database/migrations.server";
import { closeDatabase, openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

const root = path.resolve(import.meta.dirname, "..");
const folder = scratchFolder("lan-backup-");
const scratch = folder.dir;
const backupFile = path.join(scratch, "backup.sql");

afterAll(() => folder.remove());

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run <script>`'s file the way npm does (tsx), on the database the environment names. */
function run(script: "db-backup" | "db-restore", args: string[], database: { dataDir?: string; url?: string }) {
  return new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: database.dataDir ?? env().DATA_DIR, DATABASE_URL: database.url ?? "" },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

// Characters a careless dump would break: quotes, backslashes, new lines, non-ASCII.
const AWKWARD = `O'Brien's "Arena" \\ back\\slash\nsecond line — ünïcödé 🎮`;

beforeAll(async () => {
  const admin = await createAdministrator({ email: "ops@example.com", password: "a long password", name: "Ada Ops" });
  expect(admin.ok).toBe(true);
  const owner = await createTestAccount({ email: "owner@example.com" });
  const registered = await registerLanCenter(
    owner,
    lanCenterSchema.parse({
      ownerName: "Dana Owner",
      contactEmail: "dana@example.com",
      communityName: "Springfield Crew",
      communityDescription: AWKWARD,
      communityImageUrl: "",
      organizationName: "Pixel Palace",
      website: "https://pixelpalace.example.com",
      address: "1 Main St, Springfield, IL 62701",
      latitude: "39.781721",
      longitude: "-89.650148",
      description: AWKWARD,
      imageUrl: "",
      venueType: "game_cafe",
    }),
  );
  if (!registered.ok) throw new Error(registered.message);
  const checkout = await startCheckout(owner, { location: registered.id, plan: "lan_center" }, "http://localhost:3000");
  if (!checkout.ok) throw new Error(checkout.message);
  const sessionId = checkout.url.split("/").pop()!;
  expect(await payTestCheckout(owner, sessionId)).toMatchObject({ paid: true });
  const lead = leadSchema.parse({
    name: "Lee Lead",
    email: "lee@example.com",
    venueName: "Lee's Lair",
    phone: "",
    message: AWKWARD,
    company_website: "",
  });
  expect(await submitLead(lead, { page: "signup", ip: "198.51.100.7" })).toMatchObject({ ok: true });
}, 60_000);

// --- Comparing databases -----------------------------------------------------------------------

type Queryable = { query: (text: string) => Promise<{ rows: unknown[] }> };
type Snapshot = { tables: Record<string, string[]>; sequences: Record<string, string> };

/** Every table's rows as text, sorted, and every sequence's position. */
async function snapshot(client: Queryable): Promise<Snapshot> {
  await client.query("set timezone = 'UTC'");
  await client.query("set datestyle = 'ISO, YMD'");
  await client.query("set extra_float_digits = 3");
  const relations = (await client.query(
    `select n.nspname || '.' || c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S') order by 1`,
  )) as { rows: Array<{ name: string; kind: string }> };
  const result: Snapshot = { tables: {}, sequences: {} };
  for (const { name, kind } of relations.rows) {
    const quoted = name
      .split(".")
      .map((part) => `"${part}"`)
      .join(".");
    if (kind === "S") {
      const { rows } = (await client.query(`select last_value || '/' || is_called as state from ${quoted}`)) as {
        rows: Array<{ state: string }>;
      };
      result.sequences[name] = rows[0]!.state;
    } else {
      const { rows } = (await client.query(`select r::text as row from ${quoted} r order by 1`)) as {
        rows: Array<{ row: string }>;
      };
      result.tables[name] = rows.map((row) => row.row);
    }
  }
  return result;
}

async function withPglite<T>(dataDir: string, work: (client: PGlite) => Promise<T>): Promise<T> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, "pgdata") });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** After a restore the database keeps working: the migrator finds nothing to do, new rows get new ids. */
async function checkStillWorks(client: Queryable, migrate: () => Promise<void>) {
  const count = async () =>
    ((await client.query("select count(*)::int as n from drizzle.__drizzle_migrations")) as { rows: [{ n: number }] })
      .rows[0].n;
  const before = await count();
  await migrate();
  expect(await count(), "no migration applied twice").toBe(before);

  const { rows: ids } = (await client.query(
    "insert into drizzle.__drizzle_migrations (hash, created_at) values ('after-restore', 0) returning id, (select max(id) from drizzle.__drizzle_migrations) as before",
  )) as { rows: Array<{ id: number; before: number }> };
  expect(ids[0]!.id, "the sequence continues after the restored ids").toBe(ids[0]!.before + 1);

  const { rows: owner } = (await client.query("select id from public.user where email = 'owner@example.com'")) as {
    rows: Array<{ id: string }>;
  };
  const changes = async () =>
    ((await client.query("select count(*)::int as n from public.content_changes")) as { rows: [{ n: number }] }).rows[0]
      .n;
  const changesBefore = await changes();
  const { rows: inserted } = (await client.query(
    `insert into public.locations (slug, organization_name, address, description, created_by)
     values ('after-restore', 'After Restore', '2 Main St', 'Added after the restore', '${owner[0]!.id}') returning id`,
  )) as { rows: Array<{ id: string }> };
  expect(inserted[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await changes(), "the content triggers came with the backup").toBe(changesBefore + 1);
}

// --- The round trip ----------------------------------------------------------------------------

let source: Snapshot;

describe("npm run db:backup and db:restore", () => {
  it("refuses to back up the embedded database while the site holds its folder", { timeout: 60_000 }, async () => {
    await openDatabase();
    const refused = await run("db-backup", [path.join(scratch, "refused.sql")], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already using the data folder .* Stop it first/);
    await closeDatabase();
  });

  it("writes every table of the embedded database to a plain SQL file", { timeout: 60_000 }, async () => {
    source = await withPglite(env().DATA_DIR, snapshot);
    for (const table of [
      "public.user",
      "public.account",
      "public.user_profiles",
      "public.communities",
      "public.locations",
      "public.location_contacts",
      "public.lan_center_subscriptions",
      "public.leads",
      "public.games",
      "public.faq_items",
      "drizzle.__drizzle_migrations",
    ]) {
      expect(source.tables[table]?.length, `rows in ${table}`).toBeGreaterThan(0);
    }
    expect(source.tables["public.user"]).toHaveLength(2);
    expect(source.tables["public.lan_center_subscriptions"]!.join()).toContain("active");

    const backup = await run("db-backup", [backupFile], {});
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const rows = Object.values(source.tables).reduce((sum, table) => sum + table.length, 0);
    expect(backup.stdout).toContain(`${Object.keys(source.tables).length} tables, ${rows} rows`);
    expect(statSync(backupFile).mode & 0o777, "readable by its owner only").toBe(0o600);
    const text = readFileSync(backupFile, "utf8");
    expect(text.startsWith("-- LAN Centers database backup\n")).toBe(true);
    expect(text).toContain('CREATE TABLE "public"."locations"');

    const again = await run("db-backup", [backupFile], {});
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");
  });

  it(
    "restores into a new embedded folder with the same rows, and the database keeps working",
    // Two embedded databases opened and filled in turn: past a minute beside the browser suite.
    { timeout: 120_000 },
    async () => {
      const target = path.join(scratch, "restored");
      const restored = await run("db-restore", [backupFile], { dataDir: target });
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);

      await withPglite(target, async (client) => {
        expect(await snapshot(client)).toEqual(source);
        const { drizzle } = await import("drizzle-orm/pglite");
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        await checkStillWorks(client, () => migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() }));
      });
    },
  );

  it(
    "restores into PostgreSQL (the same file back), refuses a database with tables unless --force, rolls back a failure",
    { timeout: 60_000 },
    async (context) => {
      const serverUrl = postgresUrlOrSkip(context);
      const scratchDatabase = await createScratchDatabase(serverUrl, "lan_centers_test_backup_");
      const url = scratchDatabase.url;
      try {
        const restored = await run("db-restore", [backupFile], { url: url });
        expect(restored.stderr).toBe("");
        expect(restored.code).toBe(0);
        await withPostgres(url, async (client) => expect(await snapshot(client)).toEqual(source));

        // A backup of the PostgreSQL copy is the same file as the embedded one's, but for its header.
        const fromPostgres = path.join(scratch, "from-postgres.sql");
        expect((await run("db-backup", [fromPostgres], { url: url })).code).toBe(0);
        const body = (file: string) =>
          readFileSync(file, "utf8")
            .split("\n")
            .filter((line) => !line.startsWith("-- Taken:"))
            .join("\n");
        expect(body(fromPostgres)).toBe(body(backupFile));

        // Now that it has tables, another restore needs --force, which replaces everything.
        await withPostgres(url, (client) =>
          client.query("insert into public.communities (name) values ('Gone after --force')"),
        );
        const refused = await run("db-restore", [backupFile], { url: url });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/is not empty .* add --force/);
        const replaced = await run("db-restore", [backupFile, "--force"], { url: url });
        expect(replaced.code).toBe(0);
        await withPostgres(url, async (client) => expect(await snapshot(client)).toEqual(source));

        // A restore that fails on its last statement changes nothing, even with --force.
        const text = readFileSync(backupFile, "utf8");
        const commit = text.lastIndexOf("\nCOMMIT;\n");
        const broken = path.join(scratch, "broken.sql");
        writeFileSync(broken, `${text.slice(0, commit)}\nSELECT 1 / 0;${text.slice(commit)}`);
        const failed = await run("db-restore", [broken, "--force"], { url: url });
        expect(failed.code).toBe(1);
        expect(failed.stderr).toMatch(/The restore failed and was rolled back .* division by zero/);

        await withPostgres(url, async (client) => {
          expect(await snapshot(client)).toEqual(source);
          const { drizzle } = await import("drizzle-orm/node-postgres");
          const { migrate } = await import("drizzle-orm/node-postgres/migrator");
          await checkStillWorks(client, () => migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() }));
        });
      } finally {
        await scratchDatabase.drop();
      }
    },
  );

  it("refuses a missing, foreign or cut-short file with a message saying so", { timeout: 60_000 }, async () => {
    const target = { dataDir: path.join(scratch, "never-made") };
    const missing = await run("db-restore", [path.join(scratch, "nope.sql")], target);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/nope\.sql does not exist/);

    const foreign = path.join(scratch, "foreign.sql");
    writeFileSync(foreign, "CREATE TABLE t (id int);\n");
    const wrong = await run("db-restore", [foreign], target);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/foreign\.sql is not a LAN Centers backup/);

    const text = readFileSync(backupFile, "utf8");
    const cut = path.join(scratch, "cut.sql");
    writeFileSync(cut, text.slice(0, Math.floor(text.length / 2)));
    const incomplete = await run("db-restore", [cut], target);
    expect(incomplete.code).toBe(1);
    expect(incomplete.stderr).toMatch(/cut\.sql is incomplete/);

    const usage = await run("db-restore", [], target);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("Usage: npm run db:restore");
  });
});

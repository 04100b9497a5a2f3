import * as pglite from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PREPARED_STATEMENTS, prepareEachStatementOnce } from "./pglite-statements.server";

let client: pglite.PGlite;
/** PGlite's own `query`, taken before the statements are prepared once: what the answers must equal. */
let ownQuery: pglite.PGlite["query"];

beforeAll(async () => {
  client = await pglite.PGlite.create();
  ownQuery = client.query.bind(client);
  prepareEachStatementOnce(client, pglite);
  await client.exec(`
    create table things (
      id uuid primary key,
      name text not null,
      count integer,
      price numeric(8, 2),
      open boolean not null,
      tags text[] not null,
      details jsonb,
      created_at timestamptz not null
    );
    insert into things values
      ('6f1c7a52-3c1e-4f4e-9a51-0d2f4b7a9e01', 'Alpha Arena', 12, 9.50, true, '{fps,"late night"}', '{"seats": 40}', '2026-11-27 10:00:00+00'),
      ('6f1c7a52-3c1e-4f4e-9a51-0d2f4b7a9e02', 'Béta Café ☕', null, null, false, '{}', null, '2026-11-26 08:30:00+00');
  `);
}, 60_000);

afterAll(async () => {
  await client.close();
});

const preparedNames = async () =>
  (await ownQuery<{ name: string; statement: string }>("select name, statement from pg_prepared_statements")).rows;

describe("statements prepared once on the embedded database", () => {
  it("answers a select exactly as PGlite's own query does, in rows of arrays or of objects", async () => {
    const text =
      "select id, name, count, price, open, tags, details, created_at from things where open = any($1) order by id";
    // Drizzle's own: dates as text.
    const asText = { [pglite.types.TIMESTAMPTZ]: (value: string) => value };
    for (const options of [{ rowMode: "array" as const, parsers: asText }, { rowMode: "object" as const }, undefined]) {
      const expected = await ownQuery(text, [[true, false]], options);
      const answered = await client.query(text, [[true, false]], options);
      expect(answered.rows).toEqual(expected.rows);
      expect(answered.fields).toEqual(expected.fields);
      expect(answered.rows).toHaveLength(2);
    }
    const [first] = (await client.query<{ name: string; tags: string[]; details: unknown }>(text, [[true]])).rows;
    expect(first).toMatchObject({ name: "Alpha Arena", tags: ["fps", "late night"], details: { seats: 40 } });
  });

  it("parses a statement once, by a name of its own, and keeps no more than its limit", async () => {
    const text = "select name from things where id = $1";
    await client.query(text, ["6f1c7a52-3c1e-4f4e-9a51-0d2f4b7a9e02"]);
    const { rows } = await client.query<{ name: string }>(text, ["6f1c7a52-3c1e-4f4e-9a51-0d2f4b7a9e02"]);
    expect(rows).toEqual([{ name: "Béta Café ☕" }]);
    expect((await preparedNames()).filter((statement) => statement.statement === text)).toHaveLength(1);

    for (let index = 0; index < PREPARED_STATEMENTS + 10; index++) {
      await client.query(`select ${index} as number, name from things where id = $1`, [
        "6f1c7a52-3c1e-4f4e-9a51-0d2f4b7a9e01",
      ]);
    }
    // The least recently used are closed with the next statement that runs.
    await client.query(text, ["6f1c7a52-3c1e-4f4e-9a51-0d2f4b7a9e01"]);
    expect((await preparedNames()).length).toBeLessThanOrEqual(PREPARED_STATEMENTS);
  });

  it("throws PGlite's own error for a value the database refuses, and answers the next statement", async () => {
    const text = "select name from things where id = $1";
    const refused = await client.query(text, ["not-a-uuid"]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(pglite.messages.DatabaseError);
    expect(refused).toMatchObject({ code: "22P02", query: text, params: ["not-a-uuid"] });

    const { rows } = await client.query(text, ["6f1c7a52-3c1e-4f4e-9a51-0d2f4b7a9e01"]);
    expect(rows).toEqual([{ name: "Alpha Arena" }]);
  });

  it("counts a write's rows, and tells the listeners of its NOTIFY before it returns", async () => {
    await client.exec(`
      create table notes (body text not null);
      create function tell_notes() returns trigger language plpgsql as $$
        begin perform pg_notify('notes_changed', new.body); return new; end $$;
      create trigger notes_told after insert on notes for each row execute function tell_notes();
    `);
    const heard: string[] = [];
    await client.listen("notes_changed", (payload) => heard.push(payload));

    const written = await client.query("insert into notes (body) values ($1), ($2)", ["one", "two"]);
    expect(written.affectedRows).toBe(2);
    expect(heard).toEqual(["one", "two"]);
  });

  it("waits for a transaction in progress rather than running inside it", async () => {
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('inside')");
      inserted();
      await finished;
      await tx.rollback();
    });
    await insertedInside;
    const counting = client.query<{ count: number }>("select count(*)::int as count from notes where body = $1", [
      "inside",
    ]);
    finish();
    await transaction;
    // Run after the rollback, it cannot see the row the transaction wrote.
    expect((await counting).rows).toEqual([{ count: 0 }]);
  });
});

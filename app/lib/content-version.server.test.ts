import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { rateLimitCounters } from "#db/schema/rate-limits";
import { contentChanges } from "#db/schema/content-changes";
import { faqItems, games } from "#db/schema/content";
import { communities } from "#db/schema/venues";
import { openTestDatabase, postgresUrlOrSkip, type TestDatabase } from "#test-support/database";

import { pruneContentChanges, readAfterArrival, readContentVersion } from "./content-version.server";

let opened: TestDatabase | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

async function open(url?: string) {
  opened = await openTestDatabase({ url });
  return opened.db;
}

const aGame = (name: string) => ({
  name,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  publisher: "Valve",
  storeUrl: "https://store.steampowered.com/app/730/",
  position: 1,
});

describe.each([
  ["the embedded database", () => undefined],
  ["PostgreSQL", (context: Parameters<typeof postgresUrlOrSkip>[0]) => postgresUrlOrSkip(context)],
])("the content's version on %s", (_engine, urlFor) => {
  it("moves with every change to what the public pages show, and not with sign-ins or counters", async (context) => {
    const database = await open(urlFor(context));
    const versions = [await readContentVersion(database)];
    const moved = async () => {
      const version = await readContentVersion(database);
      const isNew = !versions.includes(version);
      versions.push(version);
      return isNew;
    };

    await database
      .insert(rateLimitCounters)
      .values({ key: "sign-in:ip:203.0.113.1", hits: 1, windowEndsAt: new Date() });
    expect(await moved()).toBe(false);

    await database.insert(games).values(aGame("Counter Strike"));
    expect(await moved()).toBe(true);
    await database.update(games).set({ reviewSummary: "Very Positive" });
    expect(await moved()).toBe(true);
    await database.insert(faqItems).values({ category: "general", question: "Q?", answer: "A.", position: 1 });
    expect(await moved()).toBe(true);
    await database.insert(communities).values({ name: "Moved the version" });
    expect(await moved()).toBe(true);
    await database.delete(games);
    expect(await moved()).toBe(true);
    // A transaction's change counts from its commit (the embedded database is told then).
    await database.transaction(async (tx) => {
      await tx.insert(communities).values({ name: "In a transaction" });
    });
    expect(await moved()).toBe(true);
    expect(await moved()).toBe(false);

    // Requests that ask together after a change all get the new version.
    const before = await readContentVersion(database);
    await database.insert(communities).values({ name: "Asked together" });
    const together = await Promise.all([1, 2, 3].map(() => readContentVersion(database)));
    expect(new Set(together).size).toBe(1);
    expect(together[0]).not.toBe(before);
  });

  it("drops the notes older than a day and keeps the recent ones", async (context) => {
    const database = await open(urlFor(context));
    await database
      .insert(contentChanges)
      .values([{ changedAt: sql`now() - interval '2 days'` }, { changedAt: sql`now() - interval '1 hour'` }]);
    await pruneContentChanges(database);
    expect(await database.select().from(contentChanges)).toHaveLength(1);
  });
});

describe("the content's version on PostgreSQL, with writers in parallel", () => {
  it("moves when a change commits after a newer one was already counted", async (context) => {
    const database = await open(postgresUrlOrSkip(context));
    let between = "";
    await database.transaction(async (tx) => {
      await tx.insert(games).values(aGame("Late Commit")); // takes its id first, commits last
      await database.insert(communities).values({ name: "Committed first" }); // another connection
      between = await readContentVersion(database);
    });
    expect(await readContentVersion(database)).not.toBe(between);
  });
});

describe("readAfterArrival", () => {
  it("serves those who ask during a read with the next one, which starts after it: one at a time", async () => {
    const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
    const read = readAfterArrival(() => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })));
    const first = read();
    const [second, third] = [read(), read()];
    expect(pending).toHaveLength(1); // the second read waits for the first to end

    pending[0]!.resolve(1);
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(2);
    const fourth = read(); // asked during the second read: served by a third
    pending[1]!.reject(new Error("connection lost"));
    await expect(second).rejects.toThrow("connection lost");
    await expect(third).rejects.toThrow("connection lost");

    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(3);
    expect(await fourth).toBe(3);
    const fifth = read(); // nothing under way: a read of its own at once
    expect(pending).toHaveLength(4);
    pending[3]!.resolve(4);
    expect(await fifth).toBe(4);
  });
});

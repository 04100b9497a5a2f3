// One subscription's webhook deliveries take turns through the database's queued locks, as two
// server processes on one PostgreSQL would: each "process" here is its own pool and its own
// queuedLocks, sharing nothing but the database. The lock names are the ones the webhook handler uses.
import type { Pool } from "pg";
import { describe, expect, it, type TestContext } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase } from "#test-support/scratch";
import { LockWaitTimeoutError, queuedLocks } from "~/lib/database/advisory-locks.server";
import { createPostgresPool } from "~/lib/database/postgres.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that settles it: work that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Two processes' worth of database clients on one scratch database; `close` ends them and drops it. */
async function twoProcesses(context: TestContext) {
  const scratch = await createScratchDatabase(postgresUrlOrSkip(context));
  const pools: Pool[] = [];
  const client = async () => {
    const pool = await createPostgresPool(scratch.url, { max: 2 });
    // Dropping the database ends connections the pool is still closing.
    pool.on("error", () => undefined);
    pools.push(pool);
    return pool;
  };
  const [first, second] = [await client(), await client()];
  const advisoryLocksHeld = async () =>
    (
      await first.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
         where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
      )
    ).rows[0]!.n;
  /** Resolves once some client of this database waits for an advisory lock it has not got. */
  const someoneWaitsForLock = async () => {
    for (;;) {
      const { rows } = await first.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
         where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
      );
      if (rows[0]!.n > 0) return;
      await sleep(10);
    }
  };
  const close = async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await scratch.drop();
  };
  return { first, second, advisoryLocksHeld, someoneWaitsForLock, close };
}

describe("one subscription's deliveries on two processes (PostgreSQL)", () => {
  it("never overlap, whichever process each goes to", async (context) => {
    const { first, second, advisoryLocksHeld, close } = await twoProcesses(context);
    try {
      const processes = [queuedLocks(first), queuedLocks(second)];
      const turns: Array<{ start: number; end: number }> = [];
      let heldDuringWork = 0;
      await Promise.all(
        Array.from({ length: 24 }, (_, delivery) =>
          processes[delivery % 2]!("stripe-subscription:sub_shared", async () => {
            const start = performance.now();
            if (delivery === 0) heldDuringWork = await advisoryLocksHeld();
            // As a read from Stripe then a write: long enough that an overlap would show.
            await sleep(5 + Math.random() * 10);
            turns.push({ start, end: performance.now() });
          }),
        ),
      );

      expect(turns).toHaveLength(24);
      turns.sort((a, b) => a.start - b.start);
      for (let index = 1; index < turns.length; index++) {
        expect(turns[index]!.start).toBeGreaterThanOrEqual(turns[index - 1]!.end);
      }
      expect(heldDuringWork).toBe(1);
      expect(await advisoryLocksHeld()).toBe(0);
    } finally {
      await close();
    }
  });

  it("do not hold up another subscription's", async (context) => {
    const { first, second, close } = await twoProcesses(context);
    try {
      const [one, two] = [queuedLocks(first), queuedLocks(second)];
      const [reading, slowRead] = [gate(), gate()];
      const order: string[] = [];
      const holding = one("stripe-subscription:sub_a", async () => {
        order.push("a on the first process");
        reading.open();
        await slowRead.opened;
      });
      await reading.opened;
      const waiting = two("stripe-subscription:sub_a", async () => {
        order.push("a on the second process");
      });
      await two("stripe-subscription:sub_b", async () => {
        order.push("b on the second process");
      });
      await one("stripe-subscription:sub_c", async () => {
        order.push("c on the first process");
      });

      expect(order).toEqual(["a on the first process", "b on the second process", "c on the first process"]);
      slowRead.open();
      await Promise.all([holding, waiting]);
      expect(order.at(-1)).toBe("a on the second process");
    } finally {
      await close();
    }
  });

  it("take turns across processes in the order they asked", async (context) => {
    const { first, second, someoneWaitsForLock, close } = await twoProcesses(context);
    try {
      const [one, two] = [queuedLocks(first), queuedLocks(second)];
      const [reading, slowRead] = [gate(), gate()];
      const order: string[] = [];
      const holding = one("stripe-subscription:sub_a", async () => {
        reading.open();
        await slowRead.opened;
        order.push("first process, first delivery");
      });
      await reading.opened;
      const other = two("stripe-subscription:sub_a", async () => {
        order.push("second process");
      });
      // The second process's delivery is waiting on the lock before the first process's next asks.
      await someoneWaitsForLock();
      const next = one("stripe-subscription:sub_a", async () => {
        order.push("first process, next delivery");
      });
      slowRead.open();
      await Promise.all([holding, other, next]);

      expect(order).toEqual(["first process, first delivery", "second process", "first process, next delivery"]);
    } finally {
      await close();
    }
  });

  it("give up after the wait without running, and free the lock when work fails", async (context) => {
    const { first, second, advisoryLocksHeld, close } = await twoProcesses(context);
    try {
      const one = queuedLocks(first);
      const impatient = queuedLocks(second, { waitMs: 300 });
      const [reading, slowRead] = [gate(), gate()];
      const holding = one("stripe-subscription:sub_a", async () => {
        reading.open();
        await slowRead.opened;
      });
      await reading.opened;

      let ran = false;
      await expect(
        impatient("stripe-subscription:sub_a", async () => {
          ran = true;
        }),
      ).rejects.toBeInstanceOf(LockWaitTimeoutError);
      expect(ran).toBe(false);

      slowRead.open();
      await holding;
      await expect(
        one("stripe-subscription:sub_a", () => Promise.reject(new Error("Stripe answered 500"))),
      ).rejects.toThrow("Stripe answered 500");
      await impatient("stripe-subscription:sub_a", async () => {
        ran = true;
      });
      expect(ran).toBe(true);
      expect(await advisoryLocksHeld()).toBe(0);
      // Every connection went back to its pool.
      expect([first.idleCount, second.idleCount]).toEqual([first.totalCount, second.totalCount]);
    } finally {
      await close();
    }
  });
});

describe("one subscription's deliveries in one process (PGlite)", () => {
  it("run in the order they came, and one that gives up keeps its place's order for the next", async () => {
    const locks = queuedLocks(undefined, { waitMs: 300 });
    const slowRead = gate();
    const order: string[] = [];
    const first = locks("stripe-subscription:sub_a", async () => {
      order.push("first starts");
      await slowRead.opened;
      order.push("first ends");
    });
    const second = locks("stripe-subscription:sub_a", async () => {
      order.push("second");
    });
    await sleep(150);
    const third = locks("stripe-subscription:sub_a", async () => {
      order.push("third");
    });
    await locks("stripe-subscription:sub_b", async () => {
      order.push("another subscription");
    });

    await expect(second).rejects.toBeInstanceOf(LockWaitTimeoutError);
    slowRead.open();
    await Promise.all([first, third]);
    expect(order).toEqual(["first starts", "another subscription", "first ends", "third"]);
  });
});

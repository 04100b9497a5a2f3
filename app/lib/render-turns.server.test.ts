import { describe, expect, it } from "vitest";

import { createRenderTurns } from "./render-turns.server";

/** A clock and an event loop driven by the test: `turn()` runs what was scheduled for the next turn. */
function fakeLoop() {
  let time = 0;
  let scheduled: Array<() => void> = [];
  return {
    now: () => time,
    advance: (ms: number) => (time += ms),
    schedule: (run: () => void) => scheduled.push(run),
    pending: () => scheduled.length,
    async turn() {
      const runs = scheduled;
      scheduled = [];
      for (const run of runs) run();
      // Each admitted render's continuation runs before the turn is over.
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}

/** A render that takes `ms` of the clock once admitted, and then releases its turn. */
function render(
  turns: ReturnType<typeof createRenderTurns>,
  loop: ReturnType<typeof fakeLoop>,
  name: string,
  ms: number,
  log: string[],
) {
  return turns.next().then((release) => {
    log.push(name);
    loop.advance(ms);
    release();
  });
}

describe("render turns", () => {
  it("runs renders first come, first served, as many a turn as fit in the budget", async () => {
    const loop = fakeLoop();
    const turns = createRenderTurns({ budgetMs: 25, schedule: loop.schedule, now: loop.now });
    const log: string[] = [];
    const all = ["a", "b", "c", "d", "e"].map((name) => render(turns, loop, name, 10, log));

    expect(log).toEqual([]); // nothing renders before the loop's next turn
    await loop.turn();
    expect(log).toEqual(["a", "b", "c"]); // 10 + 10 ms is under 25, the third ends the turn at 30
    expect(turns.waiting()).toBe(2);
    await loop.turn();
    expect(log).toEqual(["a", "b", "c", "d", "e"]);
    await Promise.all(all);
    expect(turns.waiting()).toBe(0);
    expect(loop.pending()).toBe(0);
  });

  it("gives a long render a turn of its own, and starts again when new renders come", async () => {
    const loop = fakeLoop();
    const turns = createRenderTurns({ budgetMs: 25, schedule: loop.schedule, now: loop.now });
    const log: string[] = [];
    const first = [render(turns, loop, "long", 40, log), render(turns, loop, "short", 5, log)];
    await loop.turn();
    expect(log).toEqual(["long"]);
    await loop.turn();
    expect(log).toEqual(["long", "short"]);
    await Promise.all(first);
    expect(loop.pending()).toBe(0);

    const later = render(turns, loop, "later", 5, log);
    expect(loop.pending()).toBe(1);
    await loop.turn();
    await later;
    expect(log.at(-1)).toBe("later");
  });

  it("ignores a second release, so a render cannot let two others in", async () => {
    const loop = fakeLoop();
    const turns = createRenderTurns({ budgetMs: 0, schedule: loop.schedule, now: loop.now });
    const log: string[] = [];
    const first = turns.next().then((release) => {
      log.push("first");
      release();
      release();
    });
    const others = [render(turns, loop, "second", 1, log), render(turns, loop, "third", 1, log)];
    await loop.turn();
    expect(log).toEqual(["first"]);
    await loop.turn();
    expect(log).toEqual(["first", "second"]);
    await loop.turn();
    await Promise.all([first, ...others]);
    expect(log).toEqual(["first", "second", "third"]);
  });
});

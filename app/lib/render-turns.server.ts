import { processWide } from "./process-wide";

/**
 * Page renders take turns with the rest of the server's work. A render runs in one go once its
 * loaders have answered; under load many loaders answer within one turn of the event loop, and
 * their renders (a signed-in dashboard takes tens of milliseconds) ran back to back before anything
 * else, so every other request's next step (a sign-in's statement, a cached page's answer) waited
 * for all of them. Queued here, renders run first come, first served, for up to `budgetMs` a turn
 * of the loop; the rest wait for the next turn while the loop serves everything else.
 */
export type RenderTurns = {
  /** Resolves when this render may run; call the release it gives once its synchronous work is done. */
  next: () => Promise<() => void>;
  waiting: () => number;
};

export function createRenderTurns(
  options: { budgetMs?: number; schedule?: (run: () => void) => void; now?: () => number } = {},
): RenderTurns {
  const budgetMs = options.budgetMs ?? 25;
  const schedule = options.schedule ?? setImmediate;
  const now = options.now ?? (() => performance.now());
  const waiting: Array<(release: () => void) => void> = [];
  let turnStart = 0;
  // A render is running, or a turn is scheduled: nothing else starts one.
  let busy = false;

  const startTurn = () => {
    turnStart = now();
    admit();
  };
  const admit = () => {
    const next = waiting.shift();
    if (!next) {
      busy = false;
      return;
    }
    let released = false;
    next(() => {
      if (released) return;
      released = true;
      if (waiting.length === 0) busy = false;
      else if (now() - turnStart < budgetMs) admit();
      else schedule(startTurn);
    });
  };

  return {
    next: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        if (!busy) {
          busy = true;
          schedule(startTurn);
        }
      }),
    waiting: () => waiting.length,
  };
}

/** The process's queue of renders (shared by both module graphs of the process). */
export function renderTurns(): RenderTurns {
  return processWide("render-turns", () => createRenderTurns());
}

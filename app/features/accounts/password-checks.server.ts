import os from "node:os";

import { env } from "~/lib/env.server";
import { processWide } from "~/lib/process-wide";

export type GateLimits = {
  /** How many run at once. */
  running: number;
  /** How many more may wait for a turn. */
  queued: number;
  /** How long one may wait before it is refused. */
  waitMs: number;
};

export type Admitted<T> = { admitted: true; value: T } | { admitted: false };

/**
 * Runs work a few at a time, a short queue behind them (first come, first served); anything beyond
 * is refused at once, and a wait that runs out is refused, so nobody queues longer than `waitMs`.
 */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: { admit: () => void; timer: ReturnType<typeof setTimeout> }[] = [];

  constructor(readonly limits: GateLimits) {}

  async run<T>(work: () => Promise<T>): Promise<Admitted<T>> {
    if (!(await this.enter())) return { admitted: false };
    try {
      return { admitted: true, value: await work() };
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<boolean> {
    if (this.running < this.limits.running) {
      this.running++;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.limits.queued) return Promise.resolve(false);
    return new Promise((resolve) => {
      const turn = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(turn), 1);
          resolve(false);
        }, this.limits.waitMs),
      };
      this.waiting.push(turn);
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running--;
      return;
    }
    // The place passes straight to the next in line: one arriving now cannot take it first.
    clearTimeout(next.timer);
    next.admit();
  }
}

/** What a refused check tells the client: try again in this many seconds. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * Limits for checks of a typed password (scrypt: ~16 MB and tens of milliseconds of CPU each,
 * bench/password-hashing.ts): one per core at once by default, four times as many waiting at most
 * a tenth of a second. A flood of sign-ins is then told at once to come back, instead of each
 * waiting for every hash queued before it. Under the load run's 200 connections an admitted
 * sign-in takes about a second once it runs: each of its statements and its hash waits ~200 ms for
 * the event loop among the pages' work (timed per step: gate 154 ms on average with a quarter-second
 * wait, rate limit 241, Better Auth's check 704). The wait adds straight to that, so it is a tenth of
 * a second: enough for a burst of a few at once, while under a flood a place freed is taken by the
 * next arrival within milliseconds anyway. (Half a second: admitted p99 1.5-1.6 s; a quarter: 1.4-1.8.)
 */
export function passwordCheckLimits(): GateLimits {
  const running = env().PASSWORD_CHECK_CONCURRENCY ?? os.availableParallelism();
  return { running, queued: 4 * running, waitMs: 100 };
}

// CPU admission for this process, so it lives in its memory by design: each process has its own
// cores. The abuse limits per address and e-mail are another matter and stay in the database
// (rate-limit.server.ts), where every process counts the same attempts. Shared by both module
// graphs of the process, like the database (db.server.ts).
/** The gate every check of a typed password in this process goes through (sign-in, password change). */
export function passwordChecks(): AdmissionGate {
  return processWide("password-checks", () => new AdmissionGate(passwordCheckLimits()));
}

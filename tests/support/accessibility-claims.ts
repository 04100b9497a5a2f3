import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The pages analysed in this run, one empty file each, shared by the workers: a page is analysed
 * once per run, not once per worker. playwright.config.ts empties the folder when a run starts.
 */
export const checkedPagesDir = path.resolve("test-results/accessibility-checked");

function claimFile(key: string): string {
  return path.join(checkedPagesDir, createHash("sha256").update(key).digest("hex"));
}

/** Claims a page for analysis; false when a worker has claimed it already in this run. */
export function claimPage(key: string): boolean {
  mkdirSync(checkedPagesDir, { recursive: true });
  try {
    closeSync(openSync(claimFile(key), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Gives a claim back, so that a retry analyses the page again instead of passing over it. */
export function releasePage(key: string): void {
  rmSync(claimFile(key), { force: true });
}

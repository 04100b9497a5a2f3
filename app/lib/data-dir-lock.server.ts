import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

import { processWide } from "~/lib/process-wide";

/**
 * Only one process may open an embedded database folder: a second PGlite on the same files would
 * corrupt them. The lock is a file in DATA_DIR holding the owner's process id, created atomically
 * (a hard link of a complete file, which fails if the lock exists: O_EXCL with the content already
 * written). A lock whose process is gone, after a crash or a `kill -9`, is taken over.
 */
export const LOCK_FILE_NAME = "lan-centers.lock";

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another LAN Centers server is already using the data folder ${dataDir} (process ${pid}). ` +
        "Stop it first, or set DATA_DIR to another folder.",
    );
    this.name = "DataFolderInUseError";
  }
}

// Folders locked by this process, shared by every module graph in it (see db.server.ts).
const held = processWide("data-dir-locks", () => new Set<string>());

/** Takes the lock of `dataDir` (an absolute, existing folder); returns the function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, LOCK_FILE_NAME);
  if (held.has(lockFile)) throw new DataFolderInUseError(dataDir, process.pid);

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreateLock(lockFile)) {
      held.add(lockFile);
      const release = () => releaseLock(lockFile);
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    }
    const holder = readHolder(lockFile);
    if (holder === "missing") continue; // released between our attempt and the read: try again
    // Our own id in a lock we do not hold is a previous life of this process id (a container's
    // server is often process 1 on every start): stale too.
    if (holder !== "unreadable" && holder !== process.pid && isAlive(holder)) {
      throw new DataFolderInUseError(dataDir, holder);
    }
    takeOverStaleLock(lockFile, holder);
  }
  throw new Error(`Could not take the lock ${lockFile}: it keeps changing. Is another server starting?`);
}

function tryCreateLock(lockFile: string): boolean {
  const draft = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o644 });
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

type Holder = number | "missing" | "unreadable";

function readHolder(lockFile: string): Holder {
  let text: string;
  try {
    text = readFileSync(lockFile, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return "missing";
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : "unreadable";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === "EPERM";
  }
}

/**
 * Moves the stale lock aside (a rename succeeds for one contender only), checks that what moved is
 * the lock we judged stale, and puts it back if another process had meanwhile taken a fresh one.
 */
function takeOverStaleLock(lockFile: string, staleHolder: Holder): void {
  const aside = `${lockFile}.stale.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== staleHolder) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // a third process created a lock meanwhile; it owns the folder now
    }
  }
  unlinkSync(aside);
}

function releaseLock(lockFile: string): void {
  if (!held.delete(lockFile)) return;
  try {
    if (readHolder(lockFile) === process.pid) unlinkSync(lockFile);
  } catch {
    // best effort: a lock left behind by a dead process is taken over on the next start
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

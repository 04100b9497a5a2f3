import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { acquireDataDirLock, DataFolderInUseError, LOCK_FILE_NAME } from "./data-dir-lock.server";

/** A process id that surely belongs to no running process: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("the data folder lock", () => {
  let dir: string;
  let lockFile: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "lan-centers-lock-"));
    lockFile = path.join(dir, LOCK_FILE_NAME);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds this process's id while taken and is gone once released, leaving no other file", () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a folder locked by a live process, naming the folder and the process", () => {
    const livePid = process.ppid;
    writeFileSync(lockFile, `${livePid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(new DataFolderInUseError(dir, livePid));
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another LAN Centers server is already using the data folder ${dir} (process ${livePid}). ` +
        "Stop it first, or set DATA_DIR to another folder.",
    );
    // The other process's lock is untouched.
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(livePid));
  });

  it("takes over a lock left by a process that is gone", () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("takes over an unreadable lock and one carrying this process's own id from a previous life", () => {
    writeFileSync(lockFile, "not a pid");
    acquireDataDirLock(dir)();
    writeFileSync(lockFile, `${process.pid}\n`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("cannot be taken twice by the same process", () => {
    const release = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataFolderInUseError);
    } finally {
      release();
    }
    acquireDataDirLock(dir)();
  });

  it("does not delete a lock another process took after ours was taken over", () => {
    const release = acquireDataDirLock(dir);
    writeFileSync(lockFile, `${process.ppid}\n`); // as if another server had taken the folder
    release();
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.ppid));
  });
});

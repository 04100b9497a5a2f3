import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Where Debian puts the installed PostgreSQL's programs (the newest version); FAULTS_PG_BIN overrides. */
const PG_BIN = process.env.FAULTS_PG_BIN ?? debianPostgresBin();

function debianPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return path.join(root, versions[0] ?? "15", "bin");
}

export type OwnPostgres = {
  url: string;
  /** `pg_ctl stop`: "fast" disconnects clients politely, "immediate" is a crash of the server. */
  stop: (mode: "fast" | "immediate") => void;
  start: () => void;
  destroy: () => void;
};

/** initdb refuses to run as root: as root, the cluster belongs to the postgres user. */
function run(program: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? "runuser" : path.join(PG_BIN, program);
  const commandArgs = asRoot ? ["-u", "postgres", "--", path.join(PG_BIN, program), ...args] : args;
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/**
 * A throwaway PostgreSQL server of our own (trust authentication, on 127.0.0.1:`port`, its socket
 * in /tmp), to stop and start under a running site without touching any shared server.
 */
export function startOwnPostgres(port: number): OwnPostgres {
  if (!existsSync(path.join(PG_BIN, "initdb"))) throw new Error(`No initdb in ${PG_BIN} (set FAULTS_PG_BIN)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "lan-faults-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout);
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout);
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "postgres.log"),
      "-o",
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-w",
      "start",
    ]);
  const stop = (mode: "fast" | "immediate") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: () => {
      try {
        stop("immediate");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

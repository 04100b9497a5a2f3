import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";

/** Whether the static comparison can run: Debian's nginx and wrk (`apt-get install nginx-light wrk`). */
export function staticToolsMissing(): string | null {
  const missing = [NGINX, WRK].filter((tool) => !existsSync(tool));
  return missing.length ? `not installed: ${missing.join(", ")} (apt-get install nginx-light wrk)` : null;
}

/**
 * nginx with one worker serving `file` at `/` on `port`: the reference a static page is compared
 * with. Logging off and the file's descriptor cached, as a production static server would be.
 */
export async function startNginx(file: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lan-bench-nginx-"));
  const config = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=100 inactive=60s;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${path.dirname(file)};
    location = / { try_files /${path.basename(file)} =404; }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const test = spawnSync(NGINX, ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 40) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type WrkResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

/** wrk with one thread and `connections` connections for `seconds`, on `url` (no compression asked). */
export function wrk(url: string, connections: number, seconds: number): WrkResult {
  const run = spawnSync(WRK, ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", url], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const out = run.stdout;
  const number = (pattern: RegExp) => {
    const match = out.match(pattern);
    if (!match) throw new Error(`wrk's output lacks ${pattern}:\n${out}`);
    return match;
  };
  const latency = (label: string) => {
    const [, value, unit] = number(new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`));
    return Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  };
  const errorsMatch = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const non2xx = out.match(/Non-2xx or 3xx responses: (\d+)/);
  const errors =
    (errorsMatch ? errorsMatch.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0) +
    (non2xx ? Number(non2xx[1]) : 0);
  return {
    requestsPerSecond: Number(number(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50Ms: latency("50"),
    p99Ms: latency("99"),
    errors,
  };
}

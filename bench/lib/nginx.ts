import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
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
  const config = `${commonConfig(dir)}
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=100 inactive=60s;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${path.dirname(file)};
    location = / { try_files /${path.basename(file)} =404; }
  }
}
`;
  return runNginx(dir, config, `http://127.0.0.1:${port}`);
}

/** One worker, in the foreground, its files in `dir`, no access log: the start of both configurations. */
function commonConfig(dir: string): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}

async function runNginx(dir: string, config: string, url: string): Promise<{ url: string; stop: () => Promise<void> }> {
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const test = spawnSync(NGINX, ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let tries = 0; ; tries++) {
    if (await listening(url)) break;
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

/** A 1×1 transparent PNG: every map tile of the bench (the drawing is measured, not a tile server). */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Where startTlsProxy answers every map tile with a blank one: MAP_TILE_URL for the bench's site. */
export const BLANK_TILES_PATH = "/bench-tiles/{z}/{x}/{y}.png";

/**
 * nginx in front of `upstream` as a production site would be served: TLS (a self-signed
 * certificate made here) and HTTP/2 at the proxy, the Node server behind it. The browser must be
 * told to accept the certificate (`--ignore-certificate-errors`). It also answers BLANK_TILES_PATH
 * itself, a stand-in for a tile server (none is reachable here) on the site's own origin.
 */
export async function startTlsProxy(
  upstream: string,
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lan-bench-proxy-"));
  writeFileSync(path.join(dir, "blank.png"), BLANK_TILE, { mode: 0o644 });
  // nginx's workers run as an unprivileged user: they must be able to read the tile.
  chmodSync(dir, 0o755);
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const config = `${commonConfig(dir)}
  upstream site { server ${new URL(upstream).host}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location /bench-tiles/ {
      root ${dir};
      default_type image/png;
      expires 1d;
      rewrite ^ /blank.png break;
    }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_buffering on;
    }
  }
}
`;
  return runNginx(dir, config, `https://127.0.0.1:${port}`);
}

/**
 * nginx as the load balancer in front of several app processes (each request to the one with the
 * fewest open: round robin kept feeding a process stuck on slow requests), over plain HTTP on
 * `port`: kept-alive connections to each, the Host the client asked for (with its port, as the
 * app compares it with Origin on a form post) and the client's address in X-Forwarded-For (the
 * app reads it with TRUST_PROXY=127.0.0.1).
 */
export async function startLoadBalancer(
  upstreams: string[],
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lan-bench-balancer-"));
  const servers = upstreams.map((upstream) => `server ${new URL(upstream).host};`).join(" ");
  const config = `${commonConfig(dir)}
  upstream site { least_conn; ${servers} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 60s;
    }
  }
}
`;
  return runNginx(dir, config, `http://127.0.0.1:${port}`);
}

function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
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

/**
 * The bare page: a React Router app of one index route under a minimal root (bench/bare-app),
 * served by the project's own server stack in a production process of its own. What it answers is
 * what the framework and the server cost before any layout, loader or data of ours.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { MANIFEST_NAME } from "../../server/static-files";
import { launchServer, portTaken, ROOT, type ServerProcess } from "../../tests/support/server";

const BARE_APP = path.join(ROOT, "bench", "bare-app");
const BUILD = path.join(BARE_APP, "build");
/** What the build is made from: a change to any of these makes it stale. */
const SOURCES = ["app", "react-router.config.ts", "vite.config.ts"].map((name) => path.join(BARE_APP, name));

function newestChange(file: string): number {
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Builds the bare app (React Router's build, then the site's precompression and manifest) when stale. */
export function ensureBareBuild(): void {
  const outputs = [path.join(BUILD, "server", "index.js"), path.join(BUILD, MANIFEST_NAME)];
  const builtAt = outputs.every(existsSync) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return;
  console.log("Building the bare page (bench/bare-app)...");
  run("npx", ["react-router", "build", "bench/bare-app", "--logLevel", "warn"]);
  run("npx", ["tsx", "scripts/postbuild.ts", BUILD]);
}

/** The bare page's server on `port`, healthy; built first when needed. */
export async function startBareServer(port: number): Promise<ServerProcess> {
  ensureBareBuild();
  if (await portTaken(port)) throw new Error(`Port ${port} is already in use: stop what holds it`);
  const server = launchServer({
    port,
    command: [process.execPath, "--import", "tsx", "bench/bare-app/server.ts"],
    env: { NODE_ENV: "production", PORT: String(port) },
    output: "errors",
  });
  try {
    await server.waitForHealth();
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

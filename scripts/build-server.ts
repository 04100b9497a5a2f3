/**
 * The last step of `npm run build`: compiles the server's start (server/start.ts, main.ts and what
 * they import of ours) into build/server/start.js and its chunks, which `npm start` runs with plain
 * Node. Packages stay imports of node_modules, as in the React Router build beside it. Split, so
 * main.ts's imports (React among them) are evaluated only when start.ts imports it, after it has
 * chosen React's build: in one file, ES modules' imports would all run first.
 */
import { rmSync } from "node:fs";
import path from "node:path";

import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

const outdir = path.join(root, "build", "server", "start");
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { start: path.join(root, "server", "start.ts") },
  outdir: path.join(root, "build", "server"),
  chunkNames: "start/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: path.join(root, "tsconfig.json"),
  sourcemap: "linked",
  // Stack traces name the sources' functions.
  keepNames: true,
  logLevel: "warning",
});
console.log("build-server: build/server/start.js");

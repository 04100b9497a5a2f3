/**
 * The server's entry, `npm start` (built to build/server/start.js with the rest of the build by
 * scripts/build-server.ts, so the server runs compiled JavaScript, not a TypeScript loader). It
 * settles which React build renders before anything imports React and how far the heap may grow,
 * then starts main.ts.
 */
import { setFlagsFromString } from "node:v8";

import { renderWithReactProduction } from "../app/lib/env.server";

/**
 * Under load V8 let the old generation grow to about four times what is live before collecting it:
 * 20 connections' renders took the heap from ~60 MB live to ~250 MB, the process to ~470 MB on
 * PGlite. Growing to twice what is live keeps the peak near 360 MB (250 on PostgreSQL) for about
 * 5 % of throughput (docs/decisions/019, "Memory given back after a load"). Read by V8 at each
 * collection, so setting it here, before the server starts, holds however Node was started.
 */
const HEAP_GROWTH_FLAG = "--heap-growing-percent=100";

setFlagsFromString(HEAP_GROWTH_FLAG);
renderWithReactProduction();
await import("./main");

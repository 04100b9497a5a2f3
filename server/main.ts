/**
 * `npm start` (through start.ts): opens the database (applying migrations, and the demo set on an
 * empty embedded database), then serves the site until SIGTERM or SIGINT. It runs compiled, from
 * build/server/start.js, beside the React Router build it serves.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";

import { parseEnv, SettingsError, startEnvironment } from "../app/lib/env.server";
import { createApp } from "./app";
import { collectWhenQuiet } from "./idle-collection";
import { renderStaticPages } from "./render-static-pages";
import { createSharedPages } from "./shared-pages";
import { answerFirst, createFeedFastPath, createSharedPageFastPath, createStaticFastPath } from "./static-fast-path";
import { loadStaticFiles, MANIFEST_NAME } from "./static-files";

const buildDir = enclosingBuild(path.dirname(fileURLToPath(import.meta.url)));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The build this file was compiled into (build/server/start/…): the folder with the static manifest. */
function enclosingBuild(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, MANIFEST_NAME))) return dir;
  }
  fail(`No build around ${from}: run npm run build, then npm start.`);
}

/** The address the socket is bound to, as a URL (an IPv6 address in brackets). */
function listeningAddress(bound: AddressInfo | string | null): string {
  if (!bound || typeof bound === "string") return String(bound);
  const host = bound.family === "IPv6" ? `[${bound.address}]` : bound.address;
  return `http://${host}:${bound.port}`;
}

let settings;
try {
  settings = parseEnv(startEnvironment());
} catch (error) {
  if (error instanceof SettingsError) fail(error.message);
  throw error;
}

const serverBuildFile = path.join(buildDir, "server", "index.js");
if (!existsSync(serverBuildFile)) fail(`The build in ${buildDir} is incomplete: run npm run build.`);

// The database module keeps one instance per process on globalThis, shared with the server bundle.
const { openDatabase, pingDatabase, closeDatabase } = await import("../app/lib/db.server");
const { trackWork, workSettled } = await import("../app/lib/work-in-flight.server");
try {
  const database = await openDatabase();
  // The demo set's venues are not real: they get generated pictures, made as uploads are.
  if (settings.usesEmbeddedDatabase && settings.SEED_DEMO) {
    const { addDemoPhotos } = await import("../app/features/photos/demo-photos.server");
    const added = await addDemoPhotos(database);
    if (added > 0) console.info(`[database] gave the demo centers ${added} generated pictures`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
const production = settings.NODE_ENV === "production";
const handleRequest = createRequestHandler(build, production ? "production" : "development");
// React Router's documented setting, on a handler used only for the cookieless write paths (server/app.ts).
const handleCookielessWrite = createRequestHandler(
  { ...build, allowedActionOrigins: ["**"] },
  production ? "production" : "development",
);
const staticFiles = await loadStaticFiles(buildDir);
// The prerendered pages show settings: rendered again now, with this start's.
try {
  await renderStaticPages(staticFiles, (request) => handleRequest(request, {}), settings.PUBLIC_URL);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { readContentVersion, pruneContentChanges } = await import("../app/lib/content-version.server");
const sharedPages = settings.SHARED_PAGES ? createSharedPages({ readVersion: () => readContentVersion() }) : undefined;
const app = createApp({
  handleRequest: (request, context) => handleRequest(request, context),
  handleCookielessWrite: (request, context) => handleCookielessWrite(request, context),
  staticFiles,
  pingDatabase: () => pingDatabase(),
  production,
  trustedProxies: settings.TRUST_PROXY,
  sharedPages,
});

// Imported before listening: from the first answer on, nothing is awaited until the signal handlers
// are in place, so a SIGTERM right after start still shuts down cleanly.
const { pruneRateLimits } = await import("../app/lib/rate-limit.server");
const { startInsightJobs } = await import("../app/features/insights/insight-jobs.server");
const { scheduleTicketSweeps } = await import("../app/features/tickets/ticket-sweeps.server");
const { startVendorPolling } = await import("../app/features/stations/vendor-polling.server");

// The build's pages, scripts and styles, the shared pages' kept copies and the map's feed are
// answered before Hono sees the request (static-fast-path.ts).
const { loadLocationsFeed } = await import("../app/features/directory/locations-feed.server");
const answer = answerFirst(
  [
    createStaticFastPath({ staticFiles, production, trustedProxies: settings.TRUST_PROXY }),
    ...(sharedPages
      ? [createSharedPageFastPath({ sharedPages, production, trustedProxies: settings.TRUST_PROXY })]
      : []),
    createFeedFastPath({
      path: "/api/v1/locations",
      load: loadLocationsFeed,
      production,
      trustedProxies: settings.TRUST_PROXY,
    }),
  ],
  // Hono's own routes count as work in flight until they answer; the routes' loaders and actions
  // are counted by entry.server.tsx's instrumentation, since React Router answers a gone client early.
  getRequestListener((request, env) => trackWork(Promise.resolve(app.fetch(request, env)))),
);
const collection = collectWhenQuiet();
const server = createServer((request, response) => {
  collection.served();
  answer(request, response);
});
let stopDemoStations = () => {};
server.listen(settings.PORT, settings.HOST, () => {
  const database = settings.usesEmbeddedDatabase
    ? `embedded database in ${path.resolve(settings.DATA_DIR)}`
    : "PostgreSQL";
  console.log(`LAN Centers is listening on ${listeningAddress(server.address())} (${database})`);
  // The demo set's live PCs, posted to this server's own push API; never in production (ADR 027).
  if (settings.usesEmbeddedDatabase && settings.SEED_DEMO && !production) {
    const bound = server.address() as AddressInfo;
    import("../app/features/stations/demo-stations.server")
      .then(({ startDemoStations }) => startDemoStations(`http://127.0.0.1:${bound.port}`))
      .then((stop) => {
        stopDemoStations = stop;
        console.log("Demo: two demo centers report their free PCs every minute through the push API.");
      })
      .catch((error: unknown) => console.error("[demo stations] could not start:", error));
  }
});

if (settings.MAIL_DELIVERY === "outbox") {
  const where = path.join(path.resolve(settings.DATA_DIR), "outbox");
  console.log(
    `Mail: SMTP_URL is not set, so messages (sign-up and reset codes) go to the dev outbox ${where}, listed at /dev/mail on this machine only. They do not reach anyone.`,
  );
} else if (settings.MAIL_DELIVERY === "off") {
  // Chosen on purpose (production refuses to start otherwise), but worth saying at every start.
  console.warn(
    "WARNING: MAIL_DELIVERY is off: no message is sent, so nobody can confirm an account or reset a password.",
  );
}

// Rate-limit counters whose window ended long ago, and old notes of content changes, are dropped hourly.
const pruning = setInterval(() => {
  pruneRateLimits().catch((error: unknown) => console.error("[rate limits] pruning failed:", error));
  pruneContentChanges().catch((error: unknown) => console.error("[content changes] pruning failed:", error));
}, 60 * 60_000);
pruning.unref();
// The monthly insights e-mail's schedule; at shutdown, the counts not yet written.
const insightJobs = startInsightJobs();
// Every minute: waiting list offers and checkout holds that ran out are passed on, failed refunds retried.
const stopTicketSweeps = scheduleTicketSweeps();
// Every few seconds: the connected centers' venue software read for live free PCs, each center by
// one process at a time (a lease in the database); nothing without STATION_SECRETS_KEY.
const vendorPolling = startVendorPolling();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then closing the database.`);
  // Requests in flight get up to 10 s; then we close regardless.
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  collection.stop();
  stopTicketSweeps();
  stopDemoStations();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // Requests whose clients left may still be at work (a sign-in waiting for its password check):
  // their statements need the database.
  await workSettled();
  // Reads in flight are stopped and their leases given back, so another process reads those centers.
  await vendorPolling.stop();
  await insightJobs.stop();
  await closeDatabase();
  clearTimeout(forceExit);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

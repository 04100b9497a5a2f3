/**
 * Serves the bare React Router app (bench/bare-app) the way server/main.ts serves the site: the
 * build's static files from memory before Hono, then the project's createApp (security headers,
 * compression, body limit) around React Router's production request handler. No database: the
 * page needs none. Started by bench/lib/bare-server.ts with NODE_ENV=production and PORT.
 */
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";

import { createApp } from "../../server/app";
import { answerFirst, createStaticFastPath } from "../../server/static-fast-path";
import { loadStaticFiles } from "../../server/static-files";

const buildDir = path.join(import.meta.dirname, "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const handleRequest = createRequestHandler(build, "production");
const staticFiles = await loadStaticFiles(buildDir);
const app = createApp({
  handleRequest: (request, context) => handleRequest(request, context),
  staticFiles,
  pingDatabase: async () => true,
  production: true,
  trustedProxies: [],
});
const answer = answerFirst(
  [createStaticFastPath({ staticFiles, production: true, trustedProxies: [] })],
  getRequestListener((request, env) => app.fetch(request, env)),
);
const server = createServer(answer);
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));

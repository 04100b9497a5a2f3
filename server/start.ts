/**
 * The server's entry, `npm start` (built to build/server/start.js with the rest of the build by
 * scripts/build-server.ts, so the server runs compiled JavaScript, not a TypeScript loader). It
 * only settles which React build renders before anything imports React, then starts main.ts.
 */
import { renderWithReactProduction } from "../app/lib/env.server";

renderWithReactProduction();
await import("./main");

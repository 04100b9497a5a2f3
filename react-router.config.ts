import type { Config } from "@react-router/dev/config";

import { prerenderedPaths } from "./app/content/prerendered-paths";

export default {
  // Every page is rendered on the server; pages with nothing per visitor are also prerendered at
  // build time, rendered again at each start and served from memory (server/render-static-pages.ts,
  // server/static-files.ts).
  ssr: true,
  prerender: prerenderedPaths,
  // React Router 8's behaviour where it costs us nothing now. Middleware (which changes the load
  // context's type) and pass-through requests wait for the move to version 8.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

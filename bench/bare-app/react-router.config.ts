import type { Config } from "@react-router/dev/config";

/**
 * The bare page of bench/pages.ts: server-rendered, nothing prerendered, with the site's future
 * flags (react-router.config.ts) so both answer requests the same way.
 */
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * What the root route needs on every page (its layout, buttons and icons): one file instead of a
 * dozen small ones, each of which cost a request, its own compression and its import lines.
 */
const EVERY_PAGE =
  /\/app\/(components\/layout\/(call-to-action|background-video|error-page)|components\/ui\/button|lib\/(current-viewer|revalidation))\.tsx?$|\/node_modules\/(clsx|lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|shared\/src\/utils|icons\/(external-link|mail|x|calendar-days|user-plus)))[/.]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "site", test: EVERY_PAGE }] } } },
  },
  server: { port: 3000 },
});

/** Before `npm start`: builds the site when there is no build yet, and says so. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(root, "build", "server", "start.js"))) {
  console.log("No build found: building the site (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(1);
  }
}

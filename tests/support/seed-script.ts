import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { productionSettings, ROOT } from "./server";

/**
 * Runs a seed module (`file`, run with tsx in a process of its own: only one process may open a
 * PGlite folder) against the folder `dataDir`, handing it `plan` in the setting `planSetting`, and
 * answers what it printed last, as JSON: what the seed made.
 */
export async function runSeedScript<Seed>(
  file: string,
  planSetting: string,
  dataDir: string,
  plan: unknown,
): Promise<Seed> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", file], {
    cwd: ROOT,
    maxBuffer: 4 * 1024 * 1024,
    env: {
      ...process.env,
      // The port is never listened on: the settings only have to be valid.
      ...productionSettings({ port: 3999, dataDir }),
      ADMIN_EMAILS: "",
      [planSetting]: JSON.stringify(plan),
    },
  });
  const last = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as Seed;
}

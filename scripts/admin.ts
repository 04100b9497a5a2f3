// `npm run admin`: makes administrators on the configured database (DATA_DIR or DATABASE_URL).
//
//   npm run admin -- create <email> [--name "First Last"]
//       A new, verified account with the administrator role. The password is ADMIN_PASSWORD when
//       set, otherwise a strong one is generated and printed once.
//   npm run admin -- promote <email>
//       Gives an existing account the administrator role.
//   npm run admin -- demote <email>
//       Takes that role back (an address in ADMIN_EMAILS stays an administrator through the setting).
//
// Run it while the site is stopped when the embedded database is used: only one process may hold
// the data folder.

import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";

process.env.SEED_DEMO = "false"; // an administrator command adds no demo venues

const usage = `Usage:
  npm run admin -- create <email> [--name "First Last"]   (password: ADMIN_PASSWORD, or one is generated)
  npm run admin -- promote <email>
  npm run admin -- demote <email>`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: { name: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
}
const { values, positionals } = parsed;
if (values.help) {
  console.info(usage);
  process.exit(0);
}
const [command, email, ...extra] = positionals;
if (!command || !email || extra.length > 0 || !["create", "promote", "demote"].includes(command)) fail(usage);
if (command !== "create" && values.name !== undefined) fail(`--name is only for create.\n\n${usage}`);

const { createAdministrator, demoteAdministrator, promoteToAdministrator } =
  await import("~/features/accounts/administrators.server");
const { withDatabase } = await import("./with-database");

await withDatabase(async () => {
  if (command === "promote" || command === "demote") {
    const result = command === "promote" ? await promoteToAdministrator(email) : await demoteAdministrator(email);
    if (!result.ok) throw new Error(result.message);
    console.info(result.message);
    return;
  }
  const given = process.env.ADMIN_PASSWORD;
  const password = given || randomBytes(18).toString("base64url");
  const result = await createAdministrator({ email, password, name: values.name });
  if (!result.ok) throw new Error(result.message);
  console.info(result.message);
  if (!given) console.info(`Password (shown only now; change it in the dashboard's Security tab): ${password}`);
  console.info("Sign in at /admin-login.");
});

/**
 * `npm run test:faults`: each scenario against the real production server process (see
 * docs/testing.md, "Faults and load"). Prints what was tried, how much, and what was lost; exits 1
 * when anything was lost or a scenario failed. `FAULTS_ONLY=a,c` runs some of them.
 */
import { ensureBuild } from "../support/server";
import { killDuringRegistrations } from "./kill-during-registrations";
import { postgresRestart } from "./postgres-restart";
import { smtpDown } from "./smtp-down";
import { stripeWebhooks } from "./stripe-webhooks";
import { type MailCatcher, startMailCatcher } from "./lib/mail-catcher";
import { PORT_BASE, type ScenarioResult, SERVER_LOG } from "./lib/settings";

type Scenario = (mail: MailCatcher) => Promise<ScenarioResult>;

const scenarios: Record<string, Scenario> = {
  "a-pglite": (mail) => killDuringRegistrations({ database: "pglite", port: PORT_BASE, mail }),
  "a-postgres": (mail) => killDuringRegistrations({ database: "postgres", port: PORT_BASE + 1, mail }),
  b: (mail) => postgresRestart({ port: PORT_BASE + 2, postgresPort: PORT_BASE + 55, mail }),
  c: (mail) => smtpDown({ port: PORT_BASE + 3, mail }),
  d: (mail) => stripeWebhooks({ port: PORT_BASE + 4, standInPort: PORT_BASE + 20, mail }),
};

const only = (process.env.FAULTS_ONLY ?? "")
  .split(",")
  .map((key) => key.trim())
  .filter(Boolean);
const selected = Object.entries(scenarios).filter(
  ([key]) => only.length === 0 || only.some((prefix) => key.startsWith(prefix)),
);

/** One scenario with a mail catcher of its own (c stops its catcher for a while), never thrown. */
async function runScenario(key: string, scenario: Scenario, index: number) {
  const started = Date.now();
  let result: ScenarioResult;
  let mail: MailCatcher | undefined;
  try {
    mail = await startMailCatcher({ smtp: PORT_BASE + 10 + index * 2, api: PORT_BASE + 11 + index * 2 });
    result = await scenario(mail);
  } catch (error) {
    result = { name: key, lines: [], failures: [`the scenario broke off: ${(error as Error).stack ?? error}`] };
  } finally {
    await mail?.stop().catch(() => undefined);
  }
  return { key, result, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

ensureBuild();
console.log(`Fault scenarios: ${selected.map(([key]) => key).join(", ")}; the servers' output goes to ${SERVER_LOG}`);
const started = Date.now();
// At once: each has its own ports, database and mail catcher, so one's fault never reaches
// another's server, and the run takes as long as its longest scenario instead of all of them.
const outcomes = await Promise.all(selected.map(([key, scenario], index) => runScenario(key, scenario, index)));
let failed = 0;
for (const { key, result, seconds } of outcomes) {
  const verdict = result.failures.length === 0 ? "PASS" : "FAIL";
  console.log(`\n[${verdict}] ${key}: ${result.name} (${seconds} s)`);
  for (const line of result.lines) console.log(`  ${line}`);
  for (const failure of result.failures) console.log(`  ✗ ${failure}`);
  if (result.failures.length > 0) failed++;
}
if (failed > 0) console.log(`\nThe servers' output: ${SERVER_LOG}`);
console.log(
  `\nFault scenarios: ${selected.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed > 0 ? 1 : 0);

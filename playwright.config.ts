import { rmSync } from "node:fs";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { checkedPagesDir } from "./tests/support/accessibility-claims";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";
import { MALLOC_SETTINGS } from "./tests/support/server";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3225);
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? 3226);
// The vendors' stand-ins (ggLeap's on this port, iCafeCloud's on the next), for the Live PCs page;
// by default beside the site's own port (3227 for 3210), so runs with their own E2E_PORT differ.
const vendorApiPort = Number(process.env.E2E_VENDOR_API_PORT ?? port + 17);
export const e2eDataDir = path.resolve("test-results/e2e-data");

// Only the main process starts the server; its data folder and the pages' accessibility claims
// (tests/support/accessibility-claims.ts) start empty on every run.
if (!process.env.TEST_WORKER_INDEX) {
  rmSync(e2eDataDir, { recursive: true, force: true });
  rmSync(checkedPagesDir, { recursive: true, force: true });
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // As a visitor who asks for less motion: the blurred background video, drawn in software here,
    // took half the suite's time. Tests of motion itself ask for it (home.spec.ts, layout.spec.ts).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Creates the administrator account the other specs sign in with, once, before them.
    { name: "setup", testMatch: /\.setup\.ts$/, use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", dependencies: ["setup"], use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: [
    {
      // Catches the site's mail (tests/support/mail.ts reads it).
      command: "npx tsx tests/support/mail-catcher.ts",
      url: `http://127.0.0.1:${mailApiPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_API_PORT: String(mailApiPort) },
    },
    {
      // Local stand-ins of ggLeap's and iCafeCloud's APIs (tests/support/vendor-stand-ins.ts).
      command: "npx tsx tests/support/vendor-stand-ins-server.ts",
      port: vendorApiPort + 1,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      env: { E2E_VENDOR_API_PORT: String(vendorApiPort) },
    },
    {
      command: "node build/server/start.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        NODE_ENV: "production",
        ...MALLOC_SETTINGS,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: e2eDataDir,
        AUTH_SECRET: "e2e-secret-that-is-long-enough-for-better-auth",
        RATE_LIMIT_SCALE: "50",
        SEED_DEMO: "true",
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMIN_EMAILS: "admin@lancenters.test",
        // The local test checkout: the whole payment journey without Stripe's servers.
        PAYMENTS_MODE: "test",
        // Vendor connections on, against the stand-ins above.
        STATION_SECRETS_KEY: Buffer.from("e2e-station-secrets-key-32-bytes").toString("base64"),
        GGLEAP_API_URL: `http://127.0.0.1:${vendorApiPort}`,
        ICAFECLOUD_API_URL: `http://127.0.0.1:${vendorApiPort + 1}`,
      },
    },
  ],
});

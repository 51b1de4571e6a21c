import { defineConfig, devices } from "@playwright/test";

import { startCommand } from "./tests/helpers/start-command.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? "./test-results/e2e-data";

/**
 * End-to-end tests drive Debian's Chromium against the built app, started
 * the way `npm start` starts it, with its own data folder.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Generous: axe on a long page takes seconds on a busy 2-core machine.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // As a visitor who asked for less motion: toasts appear at once (sonner
    // honours the setting), so what axe measures is what a person reads.
    // A test that needs the animated path says so with test.use().
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // npm start's own command line (its variables included), without npm.
    command: `rm -rf ${dataDir} ${dataDir}-mail && ${startCommand().script}`,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      // The tests act as a proxy on this machine: each sets X-Forwarded-For
      // to post as a client of its own (tests/e2e/helpers/forms.ts).
      TRUST_PROXY: "loopback",
    },
  },
});

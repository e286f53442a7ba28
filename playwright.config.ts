import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/e2e/chromium";
import { e2ePorts } from "./tests/e2e/ports";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // A spec whose effect outlasts it (a document locked out for 15 minutes) runs after all the
  // others, which sign that customer in. Run one alone with --no-deps.
  projects: [
    { name: "portal", testIgnore: "**/login-lockout.spec.ts" },
    { name: "lasting-state", testMatch: "**/login-lockout.spec.ts", dependencies: ["portal"] },
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://localhost:${e2ePorts.first}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "npx tsx tests/e2e/serve.ts",
    url: `http://127.0.0.1:${e2ePorts.first}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});

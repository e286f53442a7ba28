import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/e2e/chromium";
import { e2ePorts } from "./tests/e2e/ports";

const LASTING_STATE = ["**/login-lockout.spec.ts", "**/profile.spec.ts", "**/forgot-password.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // A spec whose effect outlasts it (a document locked out for 15 minutes, a demo password
  // replaced by one the password rules allow) runs after all the others, which sign that
  // customer in; each of these uses customers none of the others does. Run one alone with --no-deps.
  projects: [
    { name: "portal", testIgnore: LASTING_STATE },
    { name: "lasting-state", testMatch: LASTING_STATE, dependencies: ["portal"] },
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

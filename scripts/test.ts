import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "../tests/e2e/chromium";
import { BUILD_SECRET_SENTINELS } from "../tests/e2e/build-secrets";
import { buildCopy, NEXT_RELEASE_ID, SECOND_BUILD_VARIABLE, testBuildEnv } from "../tests/e2e/test-build";

/**
 * `npm test`: typecheck, lint, formatting, dependency rules, unit and integration tests, production build,
 * then the browser tests against it. Ends with one line "N passed, N failed".
 */
const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "test-results");
fs.mkdirSync(reports, { recursive: true });

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Runs the commands at once, each mostly on one core; prints each one's output whole, in order. */
async function runTogether(commands: { title: string; command: string; args: string[] }[]) {
  const finished = commands.map(
    ({ command, args }) =>
      new Promise<{ ok: boolean; output: string }>((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => resolve({ ok: code === 0, output }));
      }),
  );
  const results = await Promise.all(finished);
  return commands.map(({ title }, index) => {
    console.log(`\n=== ${title} ===`);
    process.stdout.write(results[index]!.output);
    return results[index]!.ok;
  });
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    "Chromium não encontrado: os testes de navegador precisam dele.\n" +
      "Instale com `sudo apt-get install chromium` ou indique o executável em CHROMIUM_PATH.",
  );
  process.exit(1);
}

type PlaywrightSuite = {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; ok: boolean; tests: { status: string }[] }[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};

function unexpectedSpecs(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === "unexpected"))
      .map((spec) => `${suite.file}: ${spec.title}`),
    ...unexpectedSpecs(suite.suites),
  ]);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
// Repeated at the very end, so a CI log cut to its last lines still names what failed.
const failedTests: string[] = [];

function step(title: string, ok: boolean) {
  if (!ok) failures.push(title);
}

const checks = [
  { step: "typecheck", title: "Typecheck", command: "npx", args: ["tsc", "--noEmit"] },
  { step: "lint", title: "Lint", command: "npx", args: ["eslint", "."] },
  { step: "format", title: "Formatting (Prettier)", command: "npm", args: ["run", "--silent", "format:check"] },
  { step: "dependencies", title: "Dependency rules (docs/ARCHITECTURE.md, Layers)", command: "npm", args: ["run", "--silent", "deps"] },
];
(await runTogether(checks)).forEach((ok, index) => step(checks[index]!.step, ok));

const vitestReport = path.join(reports, "vitest.json");
step(
  "vitest",
  run(
    "Unit and integration tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    {
      NODE_ENV: "test",
    },
  ),
);
if (fs.existsSync(vitestReport)) {
  const r = JSON.parse(fs.readFileSync(vitestReport, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string }[] }[];
  };
  for (const file of r.testResults) {
    const names = file.assertionResults.filter((a) => a.status === "failed").map((a) => a.fullName);
    // A file that fails before its tests run (import or set-up error) only carries a message.
    if (file.status === "failed") {
      failedTests.push(`${path.relative(root, file.name)}: ${names.join(" | ") || (file.message ?? "").split("\n")[0]}`);
    }
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}

// Built with sentinel secrets, so the browser suite can prove none of them is bundled.
const actionsKey = randomBytes(32).toString("base64");
const built = run("Production build", "npm", ["run", "build"], testBuildEnv(actionsKey));
if (built) fs.writeFileSync(path.join(root, ".next", "build-env.json"), JSON.stringify(Object.keys(BUILD_SECRET_SENTINELS)));
step("build", built);

// The same tree built again as the next release: the same key, its own deployment id. Its
// replicas take over from the first build's during a rolling upgrade (tests/e2e/rolling-upgrade.spec.ts).
let secondBuild: ReturnType<typeof buildCopy> | undefined;
if (built) {
  console.log("\n=== Second production build (rolling upgrade) ===");
  const startedAt = Date.now();
  secondBuild = buildCopy(root, testBuildEnv(actionsKey, NEXT_RELEASE_ID));
  console.log(`Segunda build em ${Math.round((Date.now() - startedAt) / 1000)} s: ${secondBuild.tree}`);
  step("second build", secondBuild.ok);
}

if (built) {
  const playwrightReport = path.join(reports, "playwright.json");
  step(
    "e2e",
    run("Browser tests", "npx", ["playwright", "test"], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      ...(secondBuild?.ok ? { [SECOND_BUILD_VARIABLE]: secondBuild.tree } : {}),
    }),
  );
  if (fs.existsSync(playwrightReport)) {
    const r = JSON.parse(fs.readFileSync(playwrightReport, "utf8")) as PlaywrightReport;
    failedTests.push(...unexpectedSpecs(r.suites));
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  }
}

if (secondBuild) fs.rmSync(path.dirname(secondBuild.tree), { recursive: true, force: true });

console.log("");
for (const name of failedTests) console.log(`✗ ${name}`);
if (failures.length) console.log(`Falhou: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type StartRefusal = {
  exitCode: number | null;
  /** Every variable the refusal named on stderr. */
  named: string[];
  /** Whether anything answered HTTP on its port meanwhile (it must not). */
  served: boolean;
};

/**
 * A careless operator's production environment: the defaults (the demo sandboxes and their
 * credentials), no AUTH_SECRET, the old portal's login rule, plain-HTTP addresses, a remote
 * database without TLS, and malformed values. `mustName` is every variable the refusal names.
 */
export const CARELESS_PRODUCTION = {
  env: {
    LOGIN_RULES: "legacy",
    NEXTAUTH_URL: "http://central.provedor.com.br",
    EFI_PIX_URL: "http://pix.api.efipay.com.br",
    DATABASE_URL: "postgres://central@db.provedor.com.br:5432/central",
    SGP_TIMEOUT_MS: "rápido",
    BRAND_HOSTS: "sem-igual",
  },
  mustName: [
    "AUTH_SECRET",
    "BRAND_HOSTS",
    "DATABASE_URL",
    "EFI_CERT_PATH",
    "EFI_CHARGES_URL",
    "EFI_CLIENT_ID",
    "EFI_CLIENT_SECRET",
    "EFI_PIX_KEY",
    "EFI_PIX_URL",
    "EFI_WEBHOOK_SECRET",
    "LOGIN_RULES",
    "MAIL_FROM",
    "NEXTAUTH_URL",
    "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY",
    "SGP_SETTLEMENT",
    "SGP_TIMEOUT_MS",
    "SGP_TOKEN",
    "SGP_URL",
    "SMTP_URL",
  ],
};

/**
 * The production build started as a careless operator would (CARELESS_PRODUCTION). It must exit
 * at once, naming each variable, without ever serving a request.
 */
export async function productionStartRefusal(appDir: string, port: number): Promise<StartRefusal> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATA_DIR: path.join(appDir, "..", "refused-data"),
    ...CARELESS_PRODUCTION.env,
  };
  const child = spawn(process.execPath, ["server.js"], { cwd: appDir, env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let served = false;
  const probe = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/login`).then(
      () => (served = true),
      () => undefined,
    );
  }, 100);
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => (child.kill("SIGKILL"), resolve(null)), 30_000);
    child.once("exit", (code) => (clearTimeout(timer), resolve(code)));
  });
  clearInterval(probe);
  const named = [...stderr.matchAll(/^\s+([A-Z_]+): /gm)].map((m) => m[1]!);
  return { exitCode, named: [...new Set(named)], served };
}

export type AuditResult = { ran: boolean; high: number; critical: number; detail: string };

/** `npm audit --omit=dev`: high and critical advisories of what ships. */
export function auditProduction(): AuditResult {
  const res = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8", timeout: 120_000 });
  try {
    const report = JSON.parse(res.stdout) as {
      metadata?: { vulnerabilities?: Record<string, number> };
      error?: { summary?: string };
      message?: string;
    };
    const counts = report.metadata?.vulnerabilities;
    if (counts) return { ran: true, high: counts.high ?? 0, critical: counts.critical ?? 0, detail: JSON.stringify(counts) };
    // A registry without the advisory endpoint answers the bulk request with an error of its own.
    return { ran: false, high: 0, critical: 0, detail: report.message || report.error?.summary || "sem resultado" };
  } catch {
    const reason = `${res.stdout}\n${res.stderr}`.split("\n").find((line) => /audit|error/i.test(line) && !/nodedir/.test(line));
    return { ran: false, high: 0, critical: 0, detail: reason?.trim() ?? `npm audit saiu com ${res.status}` };
  }
}

export type SuiteRun = { name: string; passed: number; failed: number; notes: string[] };

/** Runs Vitest files of the hostile-input, CSRF and lost-answer suites; counts its tests and inputs tried. */
export function runVitest(name: string, files: string[]): SuiteRun {
  const report = path.join(root, "test-results", "resilience-vitest.json");
  fs.mkdirSync(path.dirname(report), { recursive: true });
  const res = spawnSync("npx", ["vitest", "run", ...files, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "test" },
    maxBuffer: 64 * 1024 * 1024,
  });
  // The hostile-input file prints its running total once per database: the last one is the total.
  const totals = [...`${res.stdout}${res.stderr}`.matchAll(/hostile-input: (\d+) entradas hostis tentadas/g)].map((m) => Number(m[1]));
  const notes = totals.length ? [`${Math.max(...totals)} hostile inputs tried`] : [];
  if (!fs.existsSync(report)) return { name, passed: 0, failed: 1, notes: ["Vitest não gerou relatório"] };
  const r = JSON.parse(fs.readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number };
  // A file that failed to load fails the run without failing a test: count it once.
  const brokenFile = res.status !== 0 && r.numFailedTests === 0 ? 1 : 0;
  return { name, passed: r.numPassedTests, failed: r.numFailedTests + brokenFile, notes };
}

/** Runs browser spec files against the current build (Playwright's own web server, ports 8093/8094). */
export function runPlaywright(name: string, files: string[], chromium: string): SuiteRun {
  const report = path.join(root, "test-results", "resilience-playwright.json");
  const res = spawnSync("npx", ["playwright", "test", ...files], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!fs.existsSync(report)) return { name, passed: 0, failed: 1, notes: [`Playwright saiu com ${res.status} sem relatório`] };
  const r = JSON.parse(fs.readFileSync(report, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { name, passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, notes: [] };
}

import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { startSandboxes } from "../../sandbox/main";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { registerDemoWebhook, setDemoNotificationUrl } from "../../scripts/demo-webhook";
import { startPortal } from "../../scripts/portal-server";
import { startDnsServer } from "../support/dns-server";
import { E2E_AUTH_SECRET, E2E_CLOCK_HEADER, E2E_DATA_DIR, E2E_NOTIFY_API_TOKEN, E2E_SERVER_LOG } from "./env";
import { e2ePorts } from "./ports";

/**
 * The server the browser tests run against: a fresh embedded database, the sandboxes and both
 * brand ports. It runs in a child process whose whole output, at debug level, is copied line by
 * line into E2E_SERVER_LOG (tests/e2e/privacy-logs.spec.ts reads it); the terminal gets the rest:
 * warnings, errors and anything that is not a log line.
 */
const SERVER_PROCESS = "E2E_SERVER_PROCESS";

if (process.env[SERVER_PROCESS]) await serve();
else runCapturingOutput();

async function serve() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  process.env.DATA_DIR = E2E_DATA_DIR;
  process.env.AUTH_SECRET = E2E_AUTH_SECRET;
  process.env.NOTIFY_API_TOKEN = E2E_NOTIFY_API_TOKEN;
  prepareDemoEnv();
  process.env.TRUSTED_PROXY_HOPS = "1";
  // Test-only preloads: the pretend reverse proxy, and the clock a spec moves with E2E_CLOCK_HEADER.
  process.env.E2E_CLOCK_HEADER = E2E_CLOCK_HEADER;
  const preloads = ["./forwarding-proxy.mjs", "./server-clock.mjs"].map(
    (file) => `--import ${JSON.stringify(fileURLToPath(new URL(file, import.meta.url)))}`,
  );
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} ${preloads.join(" ")}`.trim();
  // Offline, the browsers' push service names resolve here, to a public address as they would (Google's).
  const dns = await startDnsServer();
  dns.set("fcm.googleapis.com", ["142.250.79.10"]);
  process.env.PUSH_DNS_SERVERS = dns.address;

  // The portal settles paid titles (SGP_SETTLEMENT=portal, as the demo); its sweep runs often here,
  // so a settlement held back by a fault goes through soon after the fault is lifted.
  process.env.SGP_SETTLE_SWEEP_SECONDS ??= "2";
  await startSandboxes();
  setDemoNotificationUrl(e2ePorts.first);
  await startPortal({ ports: [e2ePorts.first, e2ePorts.second] });
  await registerDemoWebhook(e2ePorts.first);
  console.log(`e2e server ready on ${e2ePorts.first} and ${e2ePorts.second}`);
}

function runCapturingOutput() {
  fs.mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true });
  const log = fs.openSync(E2E_SERVER_LOG, "w");
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, [SERVER_PROCESS]: "1", LOG_LEVEL: process.env.LOG_LEVEL ?? "debug" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
      fs.writeSync(log, `${line}\n`);
      if (!isQuietLogLine(line)) to.write(`${line}\n`);
    });
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** A pino line below warn (40). */
function isQuietLogLine(line: string): boolean {
  const level = /^\{"level":(\d+)/.exec(line)?.[1];
  return level !== undefined && Number(level) < 40;
}

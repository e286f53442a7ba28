import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { CallRecord } from "../sandbox/http";
import { startSandboxes } from "../sandbox/main";
import { DEMO_CUSTOMERS, SGP_SANDBOX_DEFAULTS } from "../sandbox/sgp/demo-customers";
import { buildIfNeeded } from "../scripts/build-if-needed";
import { prepareDemoEnv } from "../scripts/demo-env";
import { startPortal, waitForHealth } from "../scripts/portal-server";
import { freePort } from "./lib/ports";
import { login } from "./lib/session";
import { median } from "./lib/stats";

/**
 * The dashboard's server time against slow upstreams, as a ratio to one upstream call.
 *
 * Starts the SGP and Efí sandboxes with SANDBOX_LATENCY_MS (default 200) on free ports,
 * serves the production build on a free port with a fresh embedded database, logs in
 * as Maria through the real credentials flow, then times GET / (the whole HTML, read
 * to its end) against the time of one direct call to the subscriber system. The
 * dashboard reads its three upstream sources in parallel, so the ratio should stay
 * close to 1; read sequentially it would be about 3.
 *
 *   npx tsx bench/dashboard.ts            (BENCH_RUNS=15, SANDBOX_LATENCY_MS=200)
 *
 * Prints a table and writes bench/out/dashboard.json. Measured, never asserted.
 */

const latencyMs = Number(process.env.SANDBOX_LATENCY_MS ?? 200);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const warmup = 3;
const customer = DEMO_CUSTOMERS.maria;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-bench-"));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL ??= "warn";
  process.env.SANDBOX_LATENCY_MS = String(latencyMs);
  // Free ports for everything, so the benchmark never collides with a demo or the browser tests.
  process.env.SANDBOX_SGP_PORT = String(await freePort());
  process.env.SANDBOX_EFI_PORT = String(await freePort());
  prepareDemoEnv();
  buildIfNeeded();

  const sandboxes = await startSandboxes();
  Object.assign(process.env, {
    SGP_URL: sandboxes.sgp.url,
    EFI_PIX_URL: sandboxes.efi.url,
    EFI_CHARGES_URL: `${sandboxes.efi.url}/v1`,
  });
  const port = await freePort();
  const portalServer = await startPortal({ ports: [port], host: "127.0.0.1" });
  const portal = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(portal, 120_000);
    const cookie = await login(portal, customer);

    const dashboard = async () => {
      const res = await fetch(`${portal}/`, { headers: { cookie }, redirect: "manual" });
      const html = await res.text();
      if (res.status !== 200 || !html.includes("Olá, Maria!")) throw new Error(`GET / respondeu ${res.status} sem o painel`);
    };
    const upstreamCall = async () => {
      const res = await fetch(`${sandboxes.sgp.url}/api/ura/titulos/`, {
        method: "POST",
        body: new URLSearchParams({
          app: SGP_SANDBOX_DEFAULTS.app,
          token: SGP_SANDBOX_DEFAULTS.token,
          cpfcnpj: customer.digits,
          status: "abertos",
        }),
      });
      await res.text();
    };

    for (let i = 0; i < warmup; i++) await dashboard();
    // Which upstream calls one dashboard makes (each distinct read at most once).
    sandboxes.sgp.calls.length = 0;
    sandboxes.efi.calls.length = 0;
    await dashboard();
    const perRequest = [...sandboxes.sgp.calls, ...sandboxes.efi.calls].map((c: CallRecord) => `${c.method} ${c.path}`);

    const upstream: number[] = [];
    const page: number[] = [];
    for (let i = 0; i < runs; i++) {
      upstream.push(await timed(upstreamCall));
      page.push(await timed(dashboard));
    }

    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
      latencyMs,
      runs,
      upstreamCallsPerDashboard: perRequest,
      oneUpstreamCallMs: { median: median(upstream), p95: percentile(upstream, 95) },
      dashboardMs: { median: median(page), p95: percentile(page, 95), min: Math.min(...page), max: Math.max(...page) },
      ratio: median(page) / median(upstream),
    };
    const out = path.join(import.meta.dirname, "out");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "dashboard.json"), `${JSON.stringify(result, null, 2)}\n`);

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`\nDashboard (GET /, logged in as ${customer.name}), SANDBOX_LATENCY_MS=${latencyMs}, ${runs} runs`);
    console.table({
      "one upstream call": { median: ms(result.oneUpstreamCallMs.median), p95: ms(result.oneUpstreamCallMs.p95) },
      dashboard: { median: ms(result.dashboardMs.median), p95: ms(result.dashboardMs.p95) },
    });
    console.log(`upstream calls per dashboard: ${perRequest.length} (${perRequest.join(", ")})`);
    console.log(`ratio dashboard / one upstream call: ${result.ratio.toFixed(2)} (budget 1.5)`);
    console.log(`machine: ${result.machine}; written to bench/out/dashboard.json`);
  } finally {
    await portalServer.close();
    await sandboxes.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
// The portal's embedded database lives inside the server bundle and keeps the process alive.
process.exit(0);

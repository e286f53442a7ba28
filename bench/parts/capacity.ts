import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { INVOICE_TOKEN_TTL_MS } from "../../lib/billing/public-access/rules";
import { SGP_SANDBOX_DEFAULTS } from "../../sandbox/sgp/demo-customers";
import { actionIds } from "../lib/actions";
import { benchCustomer } from "../lib/bench-customers";
import { summarizeProfile, type CpuProfile } from "../lib/cpu-profile";
import { connect, freshDatabase } from "../lib/database";
import { loadTarget } from "../lib/load";
import { runStage, THINK_MS, VISIT_SHARES, type Subscriber } from "../lib/load-model";
import { credentialsLogin } from "../lib/session";
import { summarize } from "../lib/stats";
import { sandboxUrls, startSandboxes, startServer, treeCpuSeconds } from "../lib/stack";
import type { PartContext } from "./context";

const UPSTREAM_LATENCY_MS = 200;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 300);
const STAGES = (process.env.BENCH_STAGES ?? "10,20,30,40,60,80,120,160,240").split(",").map(Number);
const STAGE_SECONDS = Number(process.env.BENCH_STAGE_SECONDS ?? 30);
const P95_GOAL_MS = 1000;

async function openInvoiceOf(digits: string): Promise<number> {
  const body = new URLSearchParams({
    app: SGP_SANDBOX_DEFAULTS.app,
    token: SGP_SANDBOX_DEFAULTS.token,
    cpfcnpj: digits,
    status: "abertos",
  });
  const res = await fetch(`${sandboxUrls.sgp}/api/ura/titulos/`, { method: "POST", body });
  const { titulos } = (await res.json()) as { titulos: { id: number }[] };
  if (!titulos[0]) throw new Error(`assinante ${digits} sem fatura em aberto`);
  return titulos[0].id;
}

/** Part 2: the due-date morning against one instance on PostgreSQL, in stages of more subscribers at once. */
export async function capacityPart(ctx: PartContext) {
  const sandboxes = await startSandboxes(path.join(ctx.out, "sandboxes.log"), { BENCH_SGP_CUSTOMERS: String(SUBSCRIBERS) });
  const databaseUrl = await freshDatabase("bench_capacity");
  const sql = connect(databaseUrl);
  let server = await startServer({
    appDir: ctx.appDir,
    dataDir: path.join(ctx.work, "data-capacity"),
    databaseUrl,
    logFile: path.join(ctx.out, "server.log"),
  });
  try {
    await sandboxes.setLatency(0);
    const subscribers: Subscriber[] = [];
    for (let i = 1; i <= SUBSCRIBERS; i++) {
      const customer = benchCustomer(i);
      subscribers.push({ ...customer, invoiceId: await openInvoiceOf(customer.digits), token: "" });
    }
    await sandboxes.setLatency(UPSTREAM_LATENCY_MS);
    // The SMS sender's links: rows of invoice_tokens (lib/billing/public-access/token.ts keeps the digest).
    const newToken = async (s: Subscriber) => {
      const token = randomBytes(24).toString("base64url");
      const digest = createHash("sha256").update(token).digest("base64url");
      await sql`insert into invoice_tokens (token, cpfcnpj, expires_at) values (${digest}, ${s.digits}, ${new Date(Date.now() + INVOICE_TOKEN_TTL_MS)})`;
      return token;
    };
    const actions = actionIds(ctx.appDir);
    const base = { url: server.url, actions, subscribers, newToken };

    ctx.step("capacidade: aquecimento (10 assinantes, 15 s, descartado)");
    await runStage({ ...base, users: 10, seconds: 15 });

    const stages = [];
    for (const users of STAGES) {
      let peakRss = server.rss();
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rss())), 250);
      const cpuBefore = treeCpuSeconds(server.pid);
      const started = performance.now();
      const { records, visits, failedVisits } = await runStage({ ...base, users, seconds: STAGE_SECONDS });
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const cpuSeconds = treeCpuSeconds(server.pid) - cpuBefore;
      const routes = [...new Set(records.map((r) => r.route))].map((route) => {
        const rs = records.filter((r) => r.route === route);
        return {
          route,
          count: rs.length,
          errors: rs.filter((r) => !r.ok).length,
          ...summarize(rs.map((r) => r.ms)),
          p95: percentile95(rs.map((r) => r.ms)),
        };
      });
      const all = records.map((r) => r.ms);
      const stage = {
        users,
        seconds,
        requests: records.length,
        rps: records.length / seconds,
        visitsPerSecond: visits / seconds,
        failedVisits,
        errors: records.filter((r) => !r.ok).length,
        p50: summarize(all).median,
        p95: percentile95(all),
        peakRssMb: peakRss / 2 ** 20,
        serverCpuCores: cpuSeconds / seconds,
        routes,
      };
      stages.push(stage);
      ctx.step(
        `capacidade: ${users} assinantes: ${stage.rps.toFixed(1)} req/s, ${stage.visitsPerSecond.toFixed(2)} visitas/s, p95 ${stage.p95.toFixed(0)} ms, erros ${stage.errors}, RSS ${stage.peakRssMb.toFixed(0)} MB, CPU ${stage.serverCpuCores.toFixed(2)} núcleos`,
      );
      if (stage.p95 > P95_GOAL_MS || stage.errors > 0) break;
    }
    const passing = stages.filter((s) => s.p95 <= P95_GOAL_MS && s.errors === 0);
    const peak = passing[passing.length - 1] ?? null;

    // The hottest route: the most server time in the last passing stage (count × median), among the pages a load can repeat.
    const repeatable = ["GET / (dashboard)", "GET /invoices", "GET /login", "GET /verificar-fatura", "GET /verificarpixefi"];
    const hottest = (peak ?? stages[0])?.routes
      .filter((r) => repeatable.includes(r.route))
      .sort((a, b) => b.count * b.median - a.count * a.median)[0];
    let profile = null;
    let profileError: string | null = null;
    // BENCH_CPU_PROFILE=0: the stages only (comparing builds or server flags).
    if (hottest && process.env.BENCH_CPU_PROFILE !== "0") {
      try {
        ctx.step(`capacidade: perfil de CPU de ${hottest.route} (--cpu-prof)`);
        await server.stop();
        const profileDir = path.join(ctx.work, "cpu-profile");
        fs.rmSync(profileDir, { recursive: true, force: true });
        fs.mkdirSync(profileDir, { recursive: true });
        server = await startServer({
          appDir: ctx.appDir,
          dataDir: path.join(ctx.work, "data-capacity"),
          databaseUrl,
          logFile: path.join(ctx.out, "server.log"),
          execArgv: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
        });
        const cookies = [];
        for (const s of subscribers.slice(0, 5)) cookies.push((await credentialsLogin(server.url, s, { "x-forwarded-for": "10.99.0.1" }))!);
        const routePath = hottest.route.replace(/^GET /, "").replace(/ .*$/, "");
        const target = {
          name: hottest.route,
          path: routePath,
          method: "GET" as const,
          session: routePath === "/" || routePath === "/invoices",
        };
        const load = await loadTarget({
          url: server.url,
          target,
          cookies,
          seconds: 15,
          connections: 10,
          latencyMs: UPSTREAM_LATENCY_MS,
          rss: server.rss,
        });
        await server.stop();
        const file = fs
          .readdirSync(profileDir)
          .filter((f) => f.endsWith(".cpuprofile"))
          .map((f) => path.join(profileDir, f))
          .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
        if (file) {
          fs.copyFileSync(file, path.join(ctx.out, "hottest-route.cpuprofile"));
          profile = {
            route: hottest.route,
            load: { rps: load.rps, p50: load.p50, p95: load.p95, errors: load.errors },
            ...summarizeProfile(JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile),
          };
        }
      } catch (error) {
        // The stages stand without the profile.
        profileError = (error as Error).message;
        ctx.step(`capacidade: sem perfil de CPU: ${profileError}`);
      }
    }
    return {
      date: new Date().toISOString(),
      model: {
        shares: VISIT_SHARES,
        thinkMs: THINK_MS,
        upstreamLatencyMs: UPSTREAM_LATENCY_MS,
        subscribers: SUBSCRIBERS,
        stageSeconds: STAGE_SECONDS,
        p95GoalMs: P95_GOAL_MS,
        cores: os.cpus().length,
      },
      stages,
      peak: peak && {
        users: peak.users,
        visitsPerHour: peak.visitsPerSecond * 3600,
        serverCpuCores: peak.serverCpuCores,
        peakRssMb: peak.peakRssMb,
        p95: peak.p95,
        rps: peak.rps,
      },
      profile,
      profileError,
    };
  } finally {
    await server.stop();
    await sql.end({ timeout: 1 });
    await sandboxes.stop();
  }
}

function percentile95(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)]!;
}

export type CapacityFigures = Awaited<ReturnType<typeof capacityPart>>;

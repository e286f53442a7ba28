import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { evaluateBudgets, type Figures, type RunFigures } from "./lib/budgets";
import { measureFloor } from "./lib/floor";
import { runLighthouse } from "./lib/lighthouse";
import { loadTarget, type LoadResult } from "./lib/load";
import { renderReport } from "./lib/report";
import { login } from "./lib/session";
import { BUILD_LOCK, root, snapshotBuild, startSandboxes, startServer } from "./lib/stack";
import { BASELINE, BENCH_CUSTOMERS, LIGHTHOUSE_PAGES, TARGETS } from "./lib/targets";
import { countUpstreamCalls, CUSTOMER_CACHE_MS } from "./lib/upstream";

/**
 * The performance suite of issue 10 (see bench/README.md): the bare Next.js floor, then
 * load runs, upstream calls per page, Lighthouse and the dashboard ratio against a
 * production build, then one summary table and the budgets. Measures; never fails on a budget.
 *
 *   npx tsx bench/run.ts
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BENCH_DATABASE = "cda_bench";

const out = path.join(import.meta.dirname, "out");
const work = path.join(os.tmpdir(), "cda-bench");
const started = Date.now();
const step = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

/** A fresh database on the local PostgreSQL, or null when there is none (BENCH_POSTGRES=0 skips it). */
async function freshPostgres(): Promise<string | null> {
  if (process.env.BENCH_POSTGRES === "0") return null;
  const admin = postgres(postgresAdminUrl, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${BENCH_DATABASE}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    return url.toString();
  } catch (error) {
    step(`PostgreSQL indisponível em ${postgresAdminUrl} (${(error as Error).message}): só o banco embutido`);
    return null;
  } finally {
    await admin.end({ timeout: 1 });
  }
}

/** bench/dashboard.ts (its own server and sandboxes on free ports), run under the build lock it may need. */
function dashboardRatio(): number | null {
  step("razão do painel a 200 ms (bench/dashboard.ts)");
  // Its own embedded database, whatever this shell points DATABASE_URL at.
  const dashboardEnv: NodeJS.ProcessEnv = { ...process.env, SANDBOX_LATENCY_MS: "200" };
  delete dashboardEnv.DATABASE_URL;
  const result = spawnSync("flock", [BUILD_LOCK, "npx", "tsx", "bench/dashboard.ts"], {
    cwd: root,
    stdio: "inherit",
    env: dashboardEnv,
  });
  const file = path.join(out, "dashboard.json");
  if (result.status !== 0 || !fs.existsSync(file)) return null;
  const figures = JSON.parse(fs.readFileSync(file, "utf8")) as { ratio: number; date: string };
  return Date.parse(figures.date) >= started ? figures.ratio : null;
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  fs.mkdirSync(work, { recursive: true });
  const appDir = path.join(work, "app");
  step("build de produção (sob o lock da build) copiada para a pasta do benchmark");
  snapshotBuild(appDir);

  step("app Next.js vazio (bench/floor): build, carga e Lighthouse");
  const floor = await measureFloor({ work, logFile: path.join(out, "floor.log"), seconds, connections, lighthouseRuns }).catch((error: Error) => {
    step(`sem o piso do Next.js: ${error.message}`);
    return null;
  });
  for (const r of floor?.load ?? []) step(`${r.target}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, erros ${r.errors}`);

  const postgresUrl = await freshPostgres();
  const databases = [
    ...(postgresUrl ? [{ name: "PostgreSQL (DATABASE_URL)", url: postgresUrl, latencies: [0, 200] }] : []),
    { name: "embedded PGlite", url: undefined, latencies: postgresUrl ? [0] : [0, 200] },
  ];
  const sandboxes = await startSandboxes(path.join(out, "sandboxes.log"));
  const figures: Figures = { runs: [], upstream: [], lighthouse: [], dashboardRatio: null, floor };
  try {
    for (const [index, database] of databases.entries()) {
      const primary = index === 0;
      step(`servidor de produção em 127.0.0.1:9093 com ${database.name}`);
      await sandboxes.reset();
      await sandboxes.setLatency(0);
      const server = await startServer({
        appDir,
        dataDir: path.join(work, "data"),
        databaseUrl: database.url,
        logFile: path.join(out, "server.log"),
      });
      try {
        const sessions = [];
        for (const customer of BENCH_CUSTOMERS) sessions.push({ name: customer.name, cookie: await login(server.url, customer) });
        const cookies = sessions.map((s) => s.cookie);

        if (primary) {
          step("chamadas ao SGP e à Efí por página (após expirar o cache do cliente)");
          await new Promise((r) => setTimeout(r, CUSTOMER_CACHE_MS + 300));
          figures.upstream = await countUpstreamCalls({ url: server.url, sandboxes, targets: TARGETS, sessions });
        }

        const run: RunFigures = { database: database.name, load: [] };
        figures.runs.push(run);
        for (const latencyMs of database.latencies) {
          await sandboxes.setLatency(latencyMs);
          for (const target of [BASELINE, ...TARGETS]) {
            const options = { url: server.url, target, cookies, connections, latencyMs, rss: server.rss };
            await loadTarget({ ...options, seconds: 1 }); // warm-up, discarded
            const result: LoadResult = await loadTarget({ ...options, seconds });
            run.load.push(result);
            step(
              `${database.name} @${latencyMs} ms ${target.name}: ${result.rps.toFixed(0)} req/s, ` +
                `p50 ${result.p50} ms, p99 ${result.p99} ms, erros ${result.errors}, RSS ${result.peakRssMb.toFixed(0)} MB`,
            );
          }
        }

        if (primary && lighthouseRuns > 0) {
          await sandboxes.setLatency(0);
          step(`Lighthouse (mobile, mediana de ${lighthouseRuns})`);
          figures.lighthouse = await runLighthouse(
            LIGHTHOUSE_PAGES.map((page) => ({ name: page.name, url: `${server.url}${page.path}`, cookie: page.session ? cookies[0] : undefined })),
            lighthouseRuns,
          );
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await sandboxes.stop();
  }
  if (process.env.BENCH_DASHBOARD !== "0") figures.dashboardRatio = dashboardRatio();

  const budgets = evaluateBudgets(figures);
  const load = os.loadavg().map((l) => l.toFixed(2)).join(", ");
  const context = [
    `Central do Assinante benchmark — ${new Date().toISOString()}`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average at the end ${load}.`,
    `Command: npx tsx bench/run.ts (BENCH_SECONDS=${seconds}, BENCH_CONNECTIONS=${connections}, BENCH_LIGHTHOUSE_RUNS=${lighthouseRuns}); took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  ].join("\n");
  const report = renderReport(figures, budgets, context);
  fs.writeFileSync(path.join(out, "results.json"), `${JSON.stringify({ date: new Date().toISOString(), figures, budgets }, null, 2)}\n`);
  fs.writeFileSync(path.join(out, "summary.md"), `${report}\n`);
  console.log(`\n${report}\n\nWritten to bench/out/summary.md and bench/out/results.json.`);
}

await main();

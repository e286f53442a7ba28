import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { buildIsCurrent } from "../../scripts/build-if-needed";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { spawnServer, stopChild } from "../../scripts/portal-server";
import { serverRuntimeEnv } from "../../scripts/standalone.mjs";

/**
 * What a benchmark run measures against: the production build copied to a folder
 * of its own, served by its standalone server in a child process (so its memory
 * and CPU are its own), and the sandboxes in another child process. Fixed ports,
 * apart from the browser tests (8093/8094, 7001/7002, 8095) and the demo; the bare
 * Next.js app of bench/floor gets 9095.
 */
export const BENCH_PORTS = { app: 9093, baseline: 9094, sgp: 9001, efi: 9002, floor: 9095, replica: 9096, replicaProxy: 9097 } as const;
export const root = path.resolve(import.meta.dirname, "../..");
/** The lock the workspace takes around builds and browser tests (BRIEFING). */
export const BUILD_LOCK = "/tmp/cda-e2e.lock";

export const sandboxUrls = { sgp: `http://127.0.0.1:${BENCH_PORTS.sgp}`, efi: `http://127.0.0.1:${BENCH_PORTS.efi}` };

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", () => reject(new Error(`porta ${port} ocupada: outro benchmark em andamento?`)));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

/**
 * Copies a current production build to `destination`; a build, when one is needed, runs under the
 * workspace's build lock (the build is this worktree's own, so copying a current one needs no lock).
 */
export function snapshotBuild(destination: string): void {
  const command = process.env.BENCH_BUILD === "0" || buildIsCurrent() ? ["npx"] : ["flock", BUILD_LOCK, "npx"];
  const result = spawnSync(command[0]!, [...command.slice(1), "tsx", "bench/snapshot.ts", destination], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("não foi possível preparar a build (veja a saída acima)");
}

async function poll(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs / 1000} s`);
}

export async function startSandboxes(logFile: string, env: Record<string, string> = {}) {
  await Promise.all([assertPortFree(BENCH_PORTS.sgp), assertPortFree(BENCH_PORTS.efi)]);
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "bench/sandboxes.ts"], {
    cwd: root,
    env: { ...process.env, ...env, BENCH_SGP_PORT: String(BENCH_PORTS.sgp), BENCH_EFI_PORT: String(BENCH_PORTS.efi) },
    stdio: ["ignore", log, log],
  });
  await Promise.all([poll(`${sandboxUrls.sgp}/__sandbox/calls`, 30_000), poll(`${sandboxUrls.efi}/__sandbox/calls`, 30_000)]);
  const control = (base: string, route: string, init?: RequestInit) =>
    fetch(`${base}${route}`, init).then((r) => {
      if (!r.ok) throw new Error(`${base}${route}: HTTP ${r.status}`);
      return r.json() as Promise<unknown>;
    });
  const both = (route: string, init?: RequestInit) =>
    Promise.all([control(sandboxUrls.sgp, route, init), control(sandboxUrls.efi, route, init)]);
  return {
    /** Every upstream answer this many ms late (SANDBOX_LATENCY_MS at run time). */
    setLatency: (ms: number) =>
      both("/__sandbox/latency", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ms }) }),
    reset: () => both("/__sandbox/reset", { method: "POST" }),
    clearCalls: () =>
      Promise.all([
        both("/__sandbox/calls", { method: "DELETE" }),
        control(sandboxUrls.sgp, "/__sandbox/sgp/requests", { method: "DELETE" }),
      ]),
    calls: async () => {
      const [sgp, efi, sgpRequests] = await Promise.all([
        control(sandboxUrls.sgp, "/__sandbox/calls"),
        control(sandboxUrls.efi, "/__sandbox/calls"),
        control(sandboxUrls.sgp, "/__sandbox/sgp/requests"),
      ]);
      return { sgp: sgp as CallRecord[], efi: efi as CallRecord[], sgpRequests: sgpRequests as SgpRequestRecord[] };
    },
    stop: () => stopChild(child),
  };
}

/** `at`: when the sandbox answered (after its latency). */
export type CallRecord = { method: string; path: string; status: number; at: number };
export type SgpRequestRecord = { method: string; path: string; query: Record<string, string>; body: Record<string, unknown> };
export type Sandboxes = Awaited<ReturnType<typeof startSandboxes>>;

/** The app's environment: the demo flags, a fresh data folder, the bench sandboxes, the database, and the heap caps and malloc arenas of `npm start`. */
function serverEnv(appDir: string, dataDir: string, databaseUrl: string | undefined, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.BRAND_PORTS;
  prepareDemoEnv(env);
  return {
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    ...serverRuntimeEnv(process.env, appDir),
    // The load stands in for the reverse proxy: every request that needs an address carries X-Forwarded-For.
    TRUSTED_PROXY_HOPS: "1",
    SGP_URL: sandboxUrls.sgp,
    EFI_PIX_URL: sandboxUrls.efi,
    EFI_CHARGES_URL: `${sandboxUrls.efi}/v1`,
  };
}

/**
 * Starts `node server.js` of the copied build (on BENCH_PORTS.app unless told another port);
 * `rss()` is the resident memory of its process tree.
 */
export async function startServer(options: {
  appDir: string;
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  execArgv?: string[];
  port?: number;
}) {
  const port = options.port ?? BENCH_PORTS.app;
  const url = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  fs.rmSync(options.dataDir, { recursive: true, force: true });
  const child = await spawnServer({
    appDir: options.appDir,
    env: serverEnv(options.appDir, options.dataDir, options.databaseUrl, port),
    url,
    logFile: options.logFile,
    execArgv: options.execArgv,
  });
  return { url, pid: child.pid!, rss: () => treeRss(child.pid!), stop: () => stopChild(child) };
}

export type Server = Awaited<ReturnType<typeof startServer>>;

function descendants(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  const children = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split(/\s+/).filter(Boolean).map(Number) : [];
  return [pid, ...children.flatMap(descendants)];
}

/** Resident set size in bytes (VmRSS) of a process and its children, 0 once it is gone. */
export function treeRss(pid: number): number {
  let total = 0;
  for (const id of descendants(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${id}/status`, "utf8"));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** CPU time (user + system, seconds) of a process and its children so far. */
export function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const id of descendants(pid)) {
    try {
      const fields = fs
        .readFileSync(`/proc/${id}/stat`, "utf8")
        .replace(/^.*\) /, "")
        .split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / 100;
}

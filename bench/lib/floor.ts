import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverRuntimeEnv } from "../../scripts/standalone.mjs";
import { spawnServer, stopChild } from "../../scripts/portal-server";
import { BENCH_PORTS, root, treeRss } from "./stack";

/**
 * The framework's own floor, measured instead of assumed: the bare Next.js app of bench/floor
 * (the journeys' three screens with fixed content, a cookie for a session, a route handler for the
 * PIX code; no database, no upstream call), built with the portal's node_modules.
 *
 * It is built in a copy outside the repository because Turbopack, building a sub-folder of it, picks
 * up the portal's own proxy.ts; node_modules is hard-linked (a symlink leads Turbopack out of the project).
 */
function buildFloor(work: string, logFile: string): string {
  const project = path.join(work, "floor");
  fs.rmSync(project, { recursive: true, force: true });
  fs.cpSync(path.join(root, "bench/floor"), project, { recursive: true, filter: (source) => !/[\\/](\.next|node_modules)$/.test(source) });
  fs.writeFileSync(path.join(project, "package.json"), `${JSON.stringify({ name: "next-floor", private: true, type: "module" })}\n`);
  const link = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(project, "node_modules")], { stdio: "inherit" });
  if (link.status !== 0) throw new Error(`não foi possível ligar node_modules em ${project} (outro sistema de arquivos?)`);
  const log = fs.openSync(logFile, "a");
  const build = spawnSync(process.execPath, [path.join(project, "node_modules/next/dist/bin/next"), "build"], {
    cwd: project,
    stdio: ["ignore", log, log],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error(`a build de bench/floor falhou; veja ${logFile}`);
  const standalone = path.join(project, ".next/standalone");
  fs.cpSync(path.join(project, ".next/static"), path.join(standalone, ".next/static"), { recursive: true });
  return standalone;
}

/** Builds bench/floor and serves it with its standalone server on its own port. */
export async function startFloor(options: { work: string; logFile: string }) {
  const appDir = buildFloor(options.work, options.logFile);
  const url = `http://127.0.0.1:${BENCH_PORTS.floor}`;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production" as const,
    PORT: String(BENCH_PORTS.floor),
    HOSTNAME: "127.0.0.1",
    ...serverRuntimeEnv(),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const server = await spawnServer({ appDir, env, url, logFile: options.logFile, readyPath: "/api/health" });
  return { url, rss: () => treeRss(server.pid!), stop: () => stopChild(server) };
}

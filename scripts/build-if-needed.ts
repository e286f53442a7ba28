import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const sources = [
  "app",
  "components",
  "config",
  "lib",
  "public",
  "proxy.ts",
  "next.config.ts",
  "package-lock.json",
  "instrumentation.ts",
  "scripts/db-migrate.ts",
  "scripts/jobs.ts",
  "scripts/build-commands.ts",
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when a build exists and no source file is newer than it. */
export function buildIsCurrent(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return builtAt > changedAt;
}

/** Runs `npm run build` when there is no build or a source file is newer than it. */
export function buildIfNeeded(force = false) {
  const builtAt = fs.existsSync(path.join(root, ".next", "BUILD_ID"));
  if (!force && buildIsCurrent()) return;
  console.log(builtAt ? "Código alterado desde a última build: recompilando..." : "Gerando a build de produção...");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("npm run build falhou");
}

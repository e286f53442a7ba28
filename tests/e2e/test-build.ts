import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUILD_SECRET_SENTINELS } from "./build-secrets";

/**
 * The environment of `npm test`'s production build: the sentinel secrets, and a release as
 * production builds one (OPERATIONS.md, "Migrations and upgrades"): a deployment id, which a
 * production server refuses to start without, and the server actions' key, fresh for each run.
 */
export function testBuildEnv(actionsKey: string, deploymentId = "npm-test"): Record<string, string> {
  return {
    NODE_ENV: "production",
    ...BUILD_SECRET_SENTINELS,
    NEXT_DEPLOYMENT_ID: deploymentId,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: actionsKey,
  };
}

/** The next release's deployment id: its own, as every release has (OPERATIONS.md, "Migrations and upgrades"). */
export const NEXT_RELEASE_ID = "npm-test-next";

/** Where `npm test` tells tests/e2e/rolling-upgrade.spec.ts the second build is (the copied tree). */
export const SECOND_BUILD_VARIABLE = "E2E_SECOND_BUILD";

/**
 * The next release's replicas, for tests/e2e/rolling-upgrade.spec.ts: this tree as it is (tracked
 * and new files, not the ignored ones) copied to a folder of its own and built again with `env`.
 * node_modules is hard-linked, and the first build's compiler cache (.next/cache) copied, so the
 * second build recompiles only what the other deployment id changes. Answers the copy's folder and
 * whether its build succeeded.
 */
export function buildCopy(root: string, env: Record<string, string>): { tree: string; ok: boolean } {
  const tree = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cda-second-build-")), path.basename(root));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue;
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.copyFileSync(from, path.join(tree, file));
  }
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(tree, "node_modules")]);
  if (listed.status !== 0 || linked.status !== 0) return { tree, ok: false };
  const cache = path.join(root, ".next", "cache");
  if (fs.existsSync(cache)) fs.cpSync(cache, path.join(tree, ".next", "cache"), { recursive: true });
  const built = spawnSync("npm", ["run", "build"], { cwd: tree, stdio: "inherit", env: { ...process.env, ...env } });
  return { tree, ok: built.status === 0 };
}

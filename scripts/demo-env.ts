import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Prepares the environment of a local demo: embedded data folder, a stable
 * AUTH_SECRET kept in it, and the flags that let the production build run
 * over plain HTTP against the sandboxes.
 */
export function prepareDemoEnv(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = path.resolve(env.DATA_DIR ?? ".data");
  fs.mkdirSync(dataDir, { recursive: true });
  env.DATA_DIR = dataDir;
  env.DEMO = "1";
  env.AUTH_TRUST_HOST = "1";
  env.AUTH_SECRET ??= readOrCreate(path.join(dataDir, "auth-secret"), () => randomBytes(32).toString("base64url"));
  (env as Record<string, string>).NODE_ENV = "production";
  return { dataDir };
}

function readOrCreate(file: string, create: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const value = create();
  fs.writeFileSync(file, value, { mode: 0o600 });
  return value;
}

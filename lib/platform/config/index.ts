import "server-only";
import { readServerConfig, type ServerConfig } from "./schema";

export type { ServerConfig };

let cached: ServerConfig | undefined;

/** The validated server configuration; the first call throws, naming every bad variable. */
export function config(): ServerConfig {
  cached ??= readServerConfig(process.env);
  return cached;
}

/**
 * config() as the server's start-up checks it (lib/platform/startup.ts): also against the server's own
 * build. `next build` writes its deployment id into the server's code in place of
 * process.env.NEXT_DEPLOYMENT_ID (false without one), so the variable set when the server starts
 * cannot stand in for a build made without it. The jobs and the migration command serve no pages
 * and skip this.
 */
export function startConfig(): ServerConfig {
  cached = readServerConfig(process.env, { deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined });
  return cached;
}

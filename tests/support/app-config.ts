import { readServerConfig, serverConfigSchema, type ServerConfig } from "@/lib/platform/config/schema";

/**
 * The configuration the app sees under Vitest (tests/support/setup.ts puts this in place of
 * lib/platform/config/index.ts's config()). The server reads its environment once; a test process changes
 * process.env between cases, so here config() reads it again whenever a variable it reads has
 * changed. The SGP and Efí clients are built per configuration (lib/vendors/sgp, lib/vendors/efi), so a new
 * configuration also means new clients, with empty caches.
 */

// Every variable the schema reads, and the build phase, which changes its deployment checks.
const configKeys = [...Object.keys(serverConfigSchema.shape), "NEXT_PHASE"];

let current: { fingerprint: string; config: ServerConfig } | undefined;

export function configFollowingEnv(): ServerConfig {
  const fingerprint = JSON.stringify(configKeys.map((key) => process.env[key] ?? null));
  if (current?.fingerprint !== fingerprint) {
    // Only a valid configuration is kept, so a bad one keeps throwing as on a server's first call.
    current = { fingerprint, config: readServerConfig(process.env) };
  }
  return current.config;
}

/**
 * The app reads its configuration again, as a newly started server would: the SGP and Efí
 * clients start over too (no customer or token in memory).
 */
export function reloadAppConfig(): void {
  current = undefined;
}

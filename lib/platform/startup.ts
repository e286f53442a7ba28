import "server-only";
import { socketAddressInstalled } from "@/lib/platform/request/client-ip";
import { scheduleLimitPurge } from "@/lib/platform/rate-limit/limits";
import { config, startConfig, type ServerConfig } from "@/lib/platform/config";
import { ConfigError } from "@/lib/platform/config/schema";
import { getDb } from "@/lib/vendors/db/client";
import { DatabaseUnavailableError } from "@/lib/vendors/db/errors";
import { formatAbortReasonStacks } from "@/lib/platform/runtime/abort-reasons";

/** A feature's timer, started by startServer when the configuration enables it (instrumentation-node.ts lists them). */
export type ServerTimer = { enabled: (env: ServerConfig) => boolean; start: () => Promise<void> };

/**
 * Start-up checks of the Node server (instrumentation's register): a bad environment
 * variable, or a server started without lib/platform/runtime/socket-address.mjs, stops the process
 * with a message naming it; the database is opened (and migrated, as configured) before the
 * first request, and ended limit counters are purged from then on; the features' timers the
 * configuration enables start last.
 */
export async function startServer(timers: readonly ServerTimer[] = []) {
  formatAbortReasonStacks();
  try {
    startConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Next only logs a failed instrumentation hook and goes on serving; a misconfigured
    // portal (demo gateway, default secret) must not take a single request.
    console.error(error.message);
    process.exit(1);
  }
  if (!socketAddressInstalled()) {
    // Without it the last X-Forwarded-For entry is the client's own, and the limits would count a forged address.
    console.error(
      'O endereço de cada cliente vem do socket: inicie o servidor com NODE_OPTIONS="--import <app>/lib/platform/runtime/socket-address.mjs" (npm start faz isso).',
    );
    process.exit(1);
  }
  // A database that is down, or not migrated yet, must not fail the hook: Next.js then answers
  // every request, liveness included, with a 500. getDb() has logged why, and every request
  // that needs the database tries again; /api/health reports it meanwhile.
  await getDb().catch((error: unknown) => {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
  });
  scheduleLimitPurge();
  for (const timer of timers) if (timer.enabled(config())) await timer.start();
}

import "server-only";
import { socketAddressInstalled } from "@/lib/platform/request/client-ip";
import { scheduleLimitPurge } from "@/lib/platform/rate-limit/limits";
import { config, startConfig } from "@/lib/platform/config";
import { ConfigError } from "@/lib/platform/config/schema";
import { getDb } from "@/lib/vendors/db/client";
import { DatabaseUnavailableError } from "@/lib/vendors/db/errors";
import { formatAbortReasonStacks } from "@/lib/platform/runtime/abort-reasons";

/**
 * Start-up checks of the Node server (instrumentation's register): a bad environment
 * variable, or a server started without lib/platform/runtime/socket-address.mjs, stops the process
 * with a message naming it; the database is opened (and migrated, as configured) before the
 * first request, and ended limit counters are purged from then on. The payments' reconciliation
 * sweep, the optional in-server reminder schedule and, with SGP_SETTLEMENT=portal, the settlement
 * sweep start last.
 */
export async function startServer() {
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
  if (config().PAYMENTS_SWEEP_INTERVAL_MINUTES > 0) {
    const { startSweepSchedule } = await import("@/lib/billing/confirmation/sweep-schedule");
    startSweepSchedule();
  }
  if (config().REMINDERS_INTERVAL_MINUTES > 0) {
    // Loaded only when enabled: the job brings the SGP client and web push with it.
    const { startReminderSchedule } = await import("@/lib/reminders/schedule");
    startReminderSchedule();
  }
  if (config().SGP_SETTLEMENT === "portal" && config().SGP_SETTLE_SWEEP_SECONDS > 0) {
    // Loaded only when enabled, like the reminders: it brings the SGP client and web push.
    const { startSettlementSweep } = await import("@/lib/billing/settlement/schedule");
    startSettlementSweep();
  }
}

import "server-only";
import { config } from "@/lib/config";
import { ConfigError } from "@/lib/config-schema";
import { getDb } from "@/lib/db/client";
import { formatAbortReasonStacks } from "@/lib/runtime/abort-reasons";

/**
 * Start-up checks of the Node server (instrumentation's register): a bad environment
 * variable stops the process with a message naming it, and the database is migrated
 * before the first request. The optional in-server reminder schedule starts last.
 */
export async function startServer() {
  formatAbortReasonStacks();
  try {
    config();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Next only logs a failed instrumentation hook and goes on serving; a misconfigured
    // portal (demo gateway, default secret) must not take a single request.
    console.error(error.message);
    process.exit(1);
  }
  await getDb();
  if (config().REMINDERS_INTERVAL_MINUTES > 0) {
    // Loaded only when enabled: the job brings the SGP client and web push with it.
    const { startReminderSchedule } = await import("@/lib/reminders/schedule");
    startReminderSchedule();
  }
}

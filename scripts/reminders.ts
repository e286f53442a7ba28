/**
 * `npm run reminders [-- --at 2026-11-24T10:00:00-03:00]`: sends the due-date reminders that
 * are due now (or at --at), for cron. Reads the server's configuration (environment, .env.local,
 * .env) and its database: PostgreSQL at DATABASE_URL, or the embedded one under DATA_DIR when no
 * server holds it. Prints counts only; exits 1 when something failed (retried by the next run).
 *
 * The package script runs it with the `react-server` condition, so the server's modules (which
 * refuse to load in a browser bundle through `server-only`) load here too.
 */
import { z } from "zod";
import { commandOptions, fail, prepareCommand } from "./cli";

const USAGE = "Uso: npm run reminders [-- --at 2026-11-24T10:00:00-03:00]";

prepareCommand();
const values = commandOptions({ at: { type: "string" } }, USAGE);

const at = z.iso.datetime({ offset: true }).optional().safeParse(values.at);
if (!at.success) fail(`--at inválido: use um instante ISO com fuso, ex. 2026-11-24T10:00:00-03:00\n${USAGE}`);
const fixed = at.data ? new Date(at.data) : undefined;

const { runReminders, reminderRunFailed } = await import("@/lib/reminders/job");
const { reminderMessages: m } = await import("@/lib/reminders/messages");
const { closeDb } = await import("@/lib/vendors/db/client");

try {
  const summary = await runReminders({ clock: fixed ? () => fixed : undefined });
  if (summary.quietHours) console.log(m.summary.quiet);
  else console.log(m.summary.line(summary));
  if (reminderRunFailed(summary)) {
    console.error(m.summary.failures(summary));
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Lembretes: falha na execução: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}

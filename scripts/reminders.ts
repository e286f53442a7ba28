/**
 * `npm run reminders [-- --at 2026-11-24T10:00:00-03:00]`: sends the due-date reminders that
 * are due now (or at --at), for cron. Reads the server's configuration (environment, .env.local,
 * .env) and its database: PostgreSQL at DATABASE_URL, or the embedded one under DATA_DIR when no
 * server holds it. Prints counts only; exits 1 when something failed (retried by the next run).
 *
 * The package script runs it with the `react-server` condition, so the server's modules (which
 * refuse to load in a browser bundle through `server-only`) load here too.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";

const USAGE = "Uso: npm run reminders [-- --at 2026-11-24T10:00:00-03:00]";

// Same files `next` reads; variables already in the environment win. Before the app's modules load.
for (const file of [".env.local", ".env"]) {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
// The summary is the output; the app's info lines (database opened…) would only bury it.
process.env.LOG_LEVEL ??= "warn";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { at?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { at: { type: "string" }, help: { type: "boolean", short: "h" } }, strict: true }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const at = z.iso.datetime({ offset: true }).optional().safeParse(values.at);
if (!at.success) fail(`--at inválido: use um instante ISO com fuso, ex. 2026-11-24T10:00:00-03:00\n${USAGE}`);
const fixed = at.data ? new Date(at.data) : undefined;

const { runReminders, reminderRunFailed } = await import("@/lib/reminders/job");
const { reminderMessages: m } = await import("@/lib/reminders/messages");
const { closeDb } = await import("@/lib/db/client");

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

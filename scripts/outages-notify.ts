/**
 * `npm run outages:notify [-- --at 2026-11-26T10:00:00-03:00]`: tells the subscribers with the
 * portal installed of the SGP's ongoing maintenances reaching their contracts, once per outage,
 * for cron (OPERATIONS.md). Reads the server's configuration and database as `npm run reminders`
 * does. Prints counts only; exits 1 when something failed (retried by the next run).
 */
import { z } from "zod";
import { commandOptions, fail, prepareCommand } from "./cli";

const USAGE = "Uso: npm run outages:notify [-- --at 2026-11-26T10:00:00-03:00]";

prepareCommand();
const values = commandOptions({ at: { type: "string" } }, USAGE);

const at = z.iso.datetime({ offset: true }).optional().safeParse(values.at);
if (!at.success) fail(`--at inválido: use um instante ISO com fuso, ex. 2026-11-26T10:00:00-03:00\n${USAGE}`);
const fixed = at.data ? new Date(at.data) : undefined;

const { runOutageNotices, outageRunFailed } = await import("@/lib/connection/outage-alerts/job");
const { outageMessages: m } = await import("@/lib/connection/outage-alerts/messages");
const { closeDb } = await import("@/lib/vendors/db/client");

try {
  const summary = await runOutageNotices({ clock: fixed ? () => fixed : undefined });
  console.log(summary.ongoing === null ? m.summary.missing : m.summary.line(summary));
  if (outageRunFailed(summary)) {
    console.error(m.summary.failures(summary));
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Manutenções: falha na execução: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}

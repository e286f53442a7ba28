/**
 * `npm run payments:settle`: one sweep of the settlements in the SGP (SGP_SETTLEMENT=portal), for
 * cron: every payment confirmed and not yet settled whose next attempt is due is claimed, its title
 * re-read and settled once (lib/billing/settlement). The server sweeps too (SGP_SETTLE_SWEEP_SECONDS);
 * both may run at once. Reads the server's configuration and database. Exits 0 (done, or nothing to
 * do in the `sgp` mode), 1 on failure; `npm run payments:pending` lists what waits for the operator.
 */
import { commandOptions, prepareCommand } from "./cli";

const USAGE = "Uso: npm run payments:settle";

prepareCommand();
commandOptions({}, USAGE);

const { portalSettles, runSettlementSweep } = await import("@/lib/billing/settlement");
const { settlementMessages: m } = await import("@/lib/billing/settlement/messages");
const { closeDb } = await import("@/lib/db/client");

try {
  if (!portalSettles()) console.log(m.job.sgpMode);
  else console.log(m.job.summary(await runSettlementSweep()));
} catch (error) {
  console.error(m.job.failed(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}

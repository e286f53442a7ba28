/**
 * `npm run payments:settle`: one sweep of the settlements in the SGP (SGP_SETTLEMENT=portal), for
 * cron: first the reconciliation sweep against the gateway (a PIX paid while the webhook was
 * unreachable is recorded, lib/billing/confirmation/sweep.ts), then every payment confirmed and not
 * yet settled whose next attempt is due is claimed, its title
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
const { closeDb } = await import("@/lib/vendors/db/client");
const { sweepUnpaidCharges } = await import("@/lib/billing/confirmation/sweep");
const { confirmationMessages } = await import("@/lib/billing/confirmation/messages");

try {
  // The gateway down must not hold back the settlements of what is already recorded.
  const swept = await sweepUnpaidCharges().catch((error: unknown) => {
    console.error(confirmationMessages.pending.sweepFailed(error instanceof Error ? error.message : String(error)));
    process.exitCode = 1;
    return null;
  });
  if (swept?.recorded) console.log(confirmationMessages.pending.swept(swept.recorded));
  if (!portalSettles()) console.log(m.job.sgpMode);
  else console.log(m.job.summary(await runSettlementSweep()));
} catch (error) {
  console.error(m.job.failed(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}

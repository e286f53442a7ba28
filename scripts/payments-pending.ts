/**
 * `npm run payments:pending [-- --minutes 60]`: first the reconciliation sweep (a PIX paid while
 * the webhook was unreachable is recorded now, with its notification: lib/billing/confirmation/sweep.ts),
 * then the payments that need the operator, each with the reason: settlements in the SGP that wait
 * for a person (an amount below the open one, a refusal, 24 h of failures; lib/billing/settlement),
 * and payments the gateway confirmed longer ago than PAYMENTS_PENDING_AFTER_MINUTES (or --minutes)
 * whose title the SGP has still not shown paid. Only masked documents are printed. Reads the
 * server's configuration and database (PostgreSQL at DATABASE_URL, or the embedded one under
 * DATA_DIR when no server holds it). Exits 0 when none, 2 when something needs the operator (so
 * cron can alert), 1 on failure (the sweep's included), which wins over 2.
 */
import { commandOptions, fail, prepareCommand } from "./cli";

const USAGE = "Uso: npm run payments:pending [-- --minutes 60]";

prepareCommand();
const values = commandOptions({ minutes: { type: "string" } }, USAGE);

const { config } = await import("@/lib/platform/config");
const minutes = values.minutes === undefined ? config().PAYMENTS_PENDING_AFTER_MINUTES : Number(values.minutes);
if (!Number.isInteger(minutes) || minutes < 1) fail(`--minutes inválido: um número inteiro de minutos\n${USAGE}`);

const { pendingPayments } = await import("@/lib/billing/confirmation/pending");
const { confirmationMessages: m } = await import("@/lib/billing/confirmation/messages");
const { closeDb } = await import("@/lib/vendors/db/client");
const { sweepUnpaidCharges } = await import("@/lib/billing/confirmation/sweep");

try {
  try {
    const swept = await sweepUnpaidCharges();
    if (swept.recorded > 0) console.log(m.pending.swept(swept.recorded));
    if (swept.failed > 0) process.exitCode = 1;
  } catch (error) {
    // The list below is still worth printing; the exit status tells cron the gateway was not asked.
    console.error(m.pending.sweepFailed(error instanceof Error ? error.message : String(error)));
    process.exitCode = 1;
  }
  const lines = await pendingPayments(minutes);
  if (lines.length === 0) console.log(m.pending.none(minutes));
  else {
    console.log(m.pending.header(lines.length, minutes));
    for (const p of lines) {
      console.log(
        `  fatura ${p.invoiceId}  ${p.amount}  pago em ${p.paidAt}  confirmado em ${p.confirmedAt}  ${p.document}  txid ${p.txid}  E2E ${p.endToEndId}`,
      );
      console.log(`    motivo: ${p.reason}`);
    }
    if (process.exitCode !== 1) process.exitCode = 2;
  }
} catch (error) {
  console.error(`Pagamentos pendentes: falha na consulta: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}

import "server-only";
import { efi } from "@/lib/vendors/efi";
import { log } from "@/lib/platform/log";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { sendPushToCustomer } from "@/lib/notifications/push/send";
import { confirmCharge } from "./confirm";
import { unpaidCharges } from "./store";

/**
 * The reconciliation sweep (OPERATIONS.md §Payment confirmation): a PIX paid while the webhook
 * was unreachable for longer than Efí retries, with no dialog open, is still recorded. The
 * gateway is asked which charges of the period are CONCLUIDA (GET /v2/cob?inicio&fim&status, every
 * page); each one the portal made and has no payment for goes through confirmCharge, which reads
 * the charge itself (GET /v2/cob/:txid) and records it exactly as the webhook would: once, with
 * its notification and push. Racing the webhook, the poll or another instance's sweep records
 * nothing twice (the payment's unique end-to-end id).
 */

/** A charge expired this long ago is still asked about once more: paid in its last minute, notified never. */
const EXPIRED_GRACE_MS = 24 * 60 * 60_000;
/** The gateway's clock may run behind the portal's: the period starts this much earlier. */
const CLOCK_MARGIN_MS = 10 * 60_000;
/** The list call asks for one day at most at a time (a period is meant to be short, lib/vendors/efi/pix-list.ts). */
const PERIOD_MS = 24 * 60 * 60_000;

export type SweepSummary = {
  /** Charges of the portal without a payment, still payable or expired within the grace. */
  unpaid: number;
  /** Payments the sweep recorded (the webhook and the poll had missed them). */
  recorded: number;
  /** Charges the gateway lists CONCLUIDA whose confirmation failed (logged; the next sweep tries again). */
  failed: number;
};

export async function sweepUnpaidCharges(now: Date = new Date()): Promise<SweepSummary> {
  const unpaid = await unpaidCharges(new Date(now.getTime() - EXPIRED_GRACE_MS));
  const summary: SweepSummary = { unpaid: unpaid.length, recorded: 0, failed: 0 };
  if (unpaid.length === 0) return summary;

  const ours = new Set(unpaid.map((charge) => charge.txid));
  const since = Math.min(...unpaid.map((charge) => charge.createdAt.getTime())) - CLOCK_MARGIN_MS;
  const concluded = new Set<string>();
  for (let from = since; from < now.getTime(); from += PERIOD_MS) {
    const to = new Date(Math.min(from + PERIOD_MS, now.getTime()));
    for (const charge of await efi().listPixCharges({ from: new Date(from), to, status: "CONCLUIDA" })) {
      if (ours.has(charge.txid)) concluded.add(charge.txid);
    }
  }

  for (const txid of concluded) {
    try {
      const outcome = await confirmCharge(txid, { source: "sweep" });
      if (outcome.kind === "confirmed" && outcome.notification) {
        summary.recorded++;
        // No request to answer first (a timer or a command): the push is sent before the run ends.
        await sendPushToCustomer(outcome.charge.document, pushPayloadFor(outcome.notification)).catch((error: unknown) =>
          log.warn({ err: error, txid }, "varredura: push do pagamento não enviado"),
        );
        log.warn({ txid }, "varredura: pagamento PIX que o webhook não trouxe registrado");
      } else if (outcome.kind !== "confirmed") {
        log.warn({ txid, outcome: outcome.kind }, "varredura: cobrança listada como concluída não confirmada");
      }
    } catch (error) {
      summary.failed++;
      log.error({ err: error, txid }, "varredura: confirmação indisponível");
    }
  }
  return summary;
}

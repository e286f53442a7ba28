import "server-only";
import { formatBRL } from "@/lib/br/money";
import { forgetOpenInvoices } from "@/lib/billing/invoices/recent";
import { efi } from "@/lib/efi";
import { log, maskDocument } from "@/lib/log";
import type { NotificationView } from "@/lib/notifications/view";
import { invoiceLink } from "@/lib/reminders/invoice-link";
import { confirmationMessages as m } from "./messages";
import { findOurCharge, paymentOfCharge, recordPayment, type PaymentRecord, type PaymentSource } from "./records";
import { invoiceNumberOf, judgeCharge, type OurCharge } from "./rules";

/**
 * One path for the webhook and the open dialog's poll: a charge is believed paid only when the
 * gateway says so for the charge the portal made (amount, end-to-end id), and is recorded once.
 */

export type ConfirmOutcome =
  | { kind: "confirmed"; charge: OurCharge; payment: PaymentRecord; notification: NotificationView | null }
  | { kind: "not-paid"; charge: OurCharge; status: string }
  /** No charge of the portal under this txid (for this customer, when one is given). */
  | { kind: "unknown" }
  | { kind: "mismatch"; reason: string };

export type ConfirmRequest = {
  source: PaymentSource;
  /** What a webhook claimed; the gateway's record must hold this payment. */
  claimed?: { endToEndId: string; valor: string };
  /** Only this customer's charges (the poll); the webhook names none. */
  documento?: string;
};

/** Throws when the database or the gateway cannot answer (the webhook then asks Efí to retry). */
export async function confirmCharge(txid: string, request: ConfirmRequest): Promise<ConfirmOutcome> {
  const charge = await findOurCharge(txid);
  if (!charge || (request.documento !== undefined && charge.documento !== request.documento)) return { kind: "unknown" };

  const recorded = await paymentOfCharge(txid);
  if (recorded && (!request.claimed || request.claimed.endToEndId === recorded.endToEndId)) {
    return { kind: "confirmed", charge, payment: recorded, notification: null };
  }

  const verdict = judgeCharge(charge, await efi().getPixCharge(txid), request.claimed);
  if (verdict.kind === "not-paid") return { kind: "not-paid", charge, status: verdict.status };
  if (verdict.kind === "mismatch") {
    log.warn({ txid, documento: maskDocument(charge.documento), reason: verdict.reason, source: request.source }, "pagamento PIX recusado");
    return verdict;
  }
  // The paid invoice is no longer open: the next payment of this document asks the SGP.
  forgetOpenInvoices(charge.documento);
  const numero = invoiceNumberOf(charge);
  const { record, notification } = await recordPayment(verdict.payment, request.source, {
    titulo: m.notification.title,
    mensagem: m.notification.message(numero, formatBRL(verdict.payment.valor)),
    tipo: "success",
    prioridade: 1,
    categoria: "pagamento",
    link: invoiceLink(numero),
  });
  if (notification) {
    log.info({ txid, invoiceId: charge.invoiceId, documento: maskDocument(charge.documento), source: request.source }, "pagamento PIX confirmado");
  }
  return { kind: "confirmed", charge, payment: record, notification };
}


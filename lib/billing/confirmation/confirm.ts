import "server-only";
import { formatBRL } from "@/lib/shared/br/money";
import { forgetOpenInvoices } from "@/lib/billing/invoices/recent";
import { efi } from "@/lib/vendors/efi";
import type { ChargeEvent } from "@/lib/vendors/efi/types";
import { log, maskDocument } from "@/lib/platform/log";
import type { NotificationView } from "@/lib/notifications/view";
import { invoiceLink } from "@/lib/reminders/invoice-link";
import { confirmationMessages as m } from "./messages";
import { findOurBoleto, findOurCharge, paymentOfCharge, recordPayment, type PaymentRecord, type PaymentSource } from "./store";
import { invoiceNumberOf, judgeBoletoEvent, judgeCharge, type ConfirmedPayment, type OurBoleto, type OurCharge } from "./rules";

/**
 * One path for the PIX webhook, the open dialog's poll, the reconciliation sweep and the boletos'
 * notifications: a charge is believed paid only when the gateway says so for the charge the portal
 * made (amount, end-to-end id), and is recorded once. Whatever hooks onto a confirmation starts
 * from recordConfirmed.
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
  document?: string;
};

/** Throws when the database or the gateway cannot answer (the webhook then asks Efí to retry). */
export async function confirmCharge(txid: string, request: ConfirmRequest): Promise<ConfirmOutcome> {
  const charge = await findOurCharge(txid);
  if (!charge || (request.document !== undefined && charge.document !== request.document)) return { kind: "unknown" };

  const recorded = await paymentOfCharge(txid);
  if (recorded && (!request.claimed || request.claimed.endToEndId === recorded.endToEndId)) {
    return { kind: "confirmed", charge, payment: recorded, notification: null };
  }

  const verdict = judgeCharge(charge, await efi().getPixCharge(txid), request.claimed);
  if (verdict.kind === "not-paid") return { kind: "not-paid", charge, status: verdict.status };
  if (verdict.kind === "mismatch") {
    log.warn({ txid, documento: maskDocument(charge.document), reason: verdict.reason, source: request.source }, "pagamento PIX recusado");
    return verdict;
  }
  const { record, notification } = await recordConfirmed(verdict.payment, invoiceNumberOf(charge), request.source);
  return { kind: "confirmed", charge, payment: record, notification };
}

export type BoletoConfirmOutcome =
  | { kind: "confirmed"; boleto: OurBoleto; payment: PaymentRecord; notification: NotificationView | null }
  | { kind: "not-paid"; status: string }
  /** No boleto of the portal under this charge id. */
  | { kind: "unknown" }
  | { kind: "mismatch"; reason: string };

/**
 * A boleto's change of status, as read from the gateway (never from the body that brought its
 * token): `paid` for the boleto the portal issued is recorded once, with its notification, on the
 * same path as a PIX.
 */
export async function confirmBoletoPayment(event: ChargeEvent): Promise<BoletoConfirmOutcome> {
  const boleto = await findOurBoleto(event.chargeId);
  if (!boleto) return { kind: "unknown" };
  const verdict = judgeBoletoEvent(boleto, event);
  if (verdict.kind === "not-paid") return verdict;
  if (verdict.kind === "mismatch") {
    log.warn(
      { chargeId: event.chargeId, documento: maskDocument(boleto.document), reason: verdict.reason },
      "pagamento de boleto recusado",
    );
    return verdict;
  }
  const { record, notification } = await recordConfirmed(verdict.payment, boleto.documentNumber, "notification");
  return { kind: "confirmed", boleto, payment: record, notification };
}

/** Records a payment the gateway confirmed, with the customer's notification (once, whoever comes first). */
async function recordConfirmed(payment: ConfirmedPayment, numero: string, source: PaymentSource) {
  // The paid invoice is no longer open: the next payment of this document asks the SGP.
  forgetOpenInvoices(payment.document);
  const recorded = await recordPayment(payment, source, {
    titulo: m.notification.title,
    mensagem: m.notification.message(numero, formatBRL(payment.amount), payment.method === "pix" ? "PIX" : "boleto"),
    tipo: "success",
    prioridade: 1,
    categoria: "pagamento",
    link: invoiceLink(numero),
  });
  if (recorded.notification) {
    log.info(
      { txid: payment.txid, invoiceId: payment.invoiceId, documento: maskDocument(payment.document), source, method: payment.method },
      "pagamento confirmado",
    );
  }
  return recorded;
}

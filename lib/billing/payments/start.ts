import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { hasPaymentInProcessing } from "@/lib/billing/confirmation/processing";
import { confirmationMessages } from "@/lib/billing/confirmation/messages";
import { log, maskDocument } from "@/lib/platform/log";
import { scrubText } from "@/lib/platform/log/redaction";
import type { InvoiceAudience } from "@/lib/billing/invoices/view";
import { generateBoleto } from "./boleto";
import type { PaymentOutcome, PaymentTarget } from "./outcome";
import { generatePix } from "./pix";
import { paymentMessages as m } from "./messages";
import type { PaymentData, PaymentKind, PixView } from "./types";
import { paymentRequestSchema } from "./validation";
import { toPublicPixView } from "./view";

/**
 * Who pays: the document comes from the session (portal) or from a checked invoice link (public),
 * never from the browser.
 */
export type Payer = { document: string; audience: InvoiceAudience };

const GENERATE: { [K in PaymentKind]: (target: PaymentTarget) => Promise<PaymentOutcome<PaymentData[K]>> } = {
  pix: generatePix,
  boleto: generateBoleto,
};

/**
 * The one way to start a payment, for the portal's actions and the public page's alike. The
 * browser's input only names the invoice and is parsed here; the generation then looks the
 * invoice up again among the payer's open invoices (any of them, overdue included), refusing
 * anything else, and creates at most one charge per invoice however many requests ask at once.
 * On the public page the PIX payer stays masked, and a gateway refusal, shown in the gateway's
 * words (docs/SPEC.md §8), is scrubbed of the name and document it may repeat.
 */
export async function startPayment<K extends PaymentKind>(kind: K, payer: Payer, input: unknown): Promise<ActionResult<PaymentData[K]>> {
  const parsed = paymentRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? m.invalidInvoice };
  if (await paidAlready(payer.document, parsed.data.invoiceId)) return { ok: false, error: confirmationMessages.processingHint };
  const generate = GENERATE[kind] as (target: PaymentTarget) => Promise<PaymentOutcome<PaymentData[K]>>;
  const outcome = await generate({ document: payer.document, invoiceId: parsed.data.invoiceId });
  if (payer.audience === "portal") return outcome.ok ? { ok: true, data: outcome.data } : { ok: false, error: outcome.error };
  if (!outcome.ok) return { ok: false, error: scrubText(outcome.error) };
  return { ok: true, data: kind === "pix" ? (toPublicPixView(outcome.data as PixView) as PaymentData[K]) : outcome.data };
}

/** An invoice whose payment was confirmed and awaits the SGP is not charged again (a database failure does not block paying). */
async function paidAlready(document: string, invoiceId: number): Promise<boolean> {
  try {
    return await hasPaymentInProcessing(document, invoiceId);
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document) }, "erro ao ler pagamentos em processamento");
    return false;
  }
}

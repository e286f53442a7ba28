import "server-only";
import { log } from "@/lib/platform/log";
import { startPayment } from "@/lib/billing/payments";
import type { ActionResult } from "@/lib/shared/action-result";
import type { PaymentData, PaymentKind } from "@/lib/billing/payments/types";
import { publicInvoiceMessages } from "./messages";
import { forgetPublicPages } from "./public-invoice";
import { checkInvoiceToken } from "./token";

/**
 * A payment from the public invoice page: the payer is the document bound to the link, checked
 * again on every call (without counting a view), and the browser only names the invoice. The
 * shared startPayment then applies the same rules as the logged-in page: any of the document's
 * open invoices and nothing else, idempotent generation, the boleto cache; the payer stays masked.
 */
export async function payWithInvoiceToken<K extends PaymentKind>(
  token: unknown,
  kind: K,
  input: unknown,
  now: Date,
): Promise<ActionResult<PaymentData[K]>> {
  let document: string | undefined;
  try {
    document = (await checkInvoiceToken(token, now))?.cpfcnpj;
  } catch (error) {
    log.error({ err: error, msg: "falha ao validar o acesso à fatura para pagamento" });
    return { ok: false, error: publicInvoiceMessages.expiredDescription };
  }
  if (!document) return { ok: false, error: publicInvoiceMessages.expiredDescription };
  const result = await startPayment(kind, { document, audience: "public" }, input);
  if (result.ok && kind === "boleto") forgetPublicPages(document);
  return result;
}

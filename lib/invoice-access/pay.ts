import "server-only";
import { maskPayer } from "@/lib/br/masking";
import { log } from "@/lib/log";
import { scrubText } from "@/lib/redaction";
import { toActionResult, type PaymentOutcome, type PaymentTarget } from "@/lib/payments";
import { paymentRequestSchema, type PaymentActionResult, type PixView } from "@/lib/payments/types";
import { publicInvoiceMessages } from "./messages";
import { checkInvoiceToken } from "./token";

/**
 * A payment from the public invoice page: the payer is the document bound to the link, checked
 * again on every call (without counting a view), and the browser only names the invoice. The
 * shared payment module then applies the same rules as the logged-in page: only the document's
 * open invoices, idempotent generation, the boleto cache.
 */
export async function payWithInvoiceToken<T>(
  token: unknown,
  input: unknown,
  now: Date,
  generate: (target: PaymentTarget) => Promise<PaymentOutcome<T>>,
): Promise<PaymentActionResult<T>> {
  let documento: string | undefined;
  try {
    documento = (await checkInvoiceToken(token, now))?.cpfcnpj;
  } catch (error) {
    log.error({ err: error, msg: "falha ao validar o acesso à fatura para pagamento" });
    return { ok: false, error: publicInvoiceMessages.expiredDescription };
  }
  if (!documento) return { ok: false, error: publicInvoiceMessages.expiredDescription };
  const parsed = paymentRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? publicInvoiceMessages.expiredDescription };
  const result = toActionResult(await generate({ documento, invoiceId: parsed.data.invoiceId }));
  // A gateway's refusal is shown in its words (docs/SPEC.md §8), and may repeat the payer's name and document.
  return result.ok ? result : { ok: false, error: scrubText(result.error) };
}

/**
 * The PIX dialog names the payer; on the public page the name and the document stay masked like
 * the rest of it, in what reaches the browser too, not only on screen.
 */
export function maskPixPayer(pix: PixView): PixView {
  return { ...pix, detalhes: { ...pix.detalhes, devedor: maskPayer(pix.detalhes.devedor) } };
}

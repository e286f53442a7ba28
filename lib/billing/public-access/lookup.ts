import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { addressKey } from "@/lib/platform/request/client-ip";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { consume } from "@/lib/platform/rate-limit/store";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { log } from "@/lib/platform/log";
import { invoiceLookupSchema } from "@/lib/billing/public-access/validation";
import { lookupMessages } from "./messages";
import { createInvoiceToken } from "./token";

/**
 * Creates the link for a typed CPF or CNPJ. Only the shape of the document is checked: the answer is
 * the same whether or not it belongs to a customer, so this call reveals nothing. Limited per
 * address (LIMITS.invoiceLookup); without a known address (`ip` null) nothing is created.
 */
export async function requestInvoiceAccess(input: unknown, ip: string | null): Promise<ActionResult<{ token: string }>> {
  const parsed = invoiceLookupSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? lookupMessages.failed;
    return { ok: false, error: message, fieldErrors: { documento: message } };
  }
  if (!ip) return { ok: false, error: lookupMessages.failed };
  try {
    const taken = await consume(LIMITS.invoiceLookup, addressKey(ip));
    if (!taken.ok) return { ok: false, error: lookupMessages.rateLimited(formatInBrazil(taken.retryAt, "HH:mm")) };
    const token = await createInvoiceToken(parsed.data.documento);
    return { ok: true, data: { token } };
  } catch (error) {
    log.error({ err: error, msg: "falha ao criar o acesso à fatura" });
    return { ok: false, error: lookupMessages.failed };
  }
}

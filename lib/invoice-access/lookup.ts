import "server-only";
import type { ActionResult } from "@/lib/auth/action";
import { addressKey } from "@/lib/auth/client-ip";
import { blockedUntil, recordHit, type LimitPolicy } from "@/lib/auth/rate-limit";
import { formatInBrazil } from "@/lib/br/dates";
import { log } from "@/lib/log";
import { invoiceLookupSchema } from "@/lib/validations/lookup";
import { lookupMessages } from "./messages";
import { createInvoiceToken } from "./token";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Lookups per address, shared by every instance through the database. A customer needs one or two;
 * the limit keeps anyone from walking through tax ids, since the page of a token says whether the
 * document is a customer.
 */
export const lookupLimit: LimitPolicy = { scope: "invoice-lookup:ip", limit: 10, windowMs: FIFTEEN_MINUTES, blockMs: FIFTEEN_MINUTES };

/**
 * Creates the link for a typed CPF or CNPJ. Only the shape of the document is checked: the answer is
 * the same whether or not it belongs to a customer, so this call reveals nothing. Without a known
 * address (`ip` null) nothing is created.
 */
export async function requestInvoiceAccess(input: unknown, ip: string | null): Promise<ActionResult<{ token: string }>> {
  const parsed = invoiceLookupSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? lookupMessages.failed;
    return { ok: false, error: message, fieldErrors: { documento: message } };
  }
  if (!ip) return { ok: false, error: lookupMessages.failed };
  const key = addressKey(ip);
  try {
    const blocked = await blockedUntil(lookupLimit, key);
    if (blocked) return { ok: false, error: lookupMessages.rateLimited(formatInBrazil(blocked, "HH:mm")) };
    await recordHit(lookupLimit, key);
    const token = await createInvoiceToken(parsed.data.documento);
    return { ok: true, data: { token } };
  } catch (error) {
    log.error({ err: error, msg: "falha ao criar o acesso à fatura" });
    return { ok: false, error: lookupMessages.failed };
  }
}

import "server-only";
import { z } from "zod";
import type { ActionResult } from "@/lib/shared/action-result";
import { LIMITS, overLimit } from "@/lib/platform/rate-limit/limits";
import { checkInvoiceToken } from "@/lib/billing/public-access/token";
import { TXID_PATTERN } from "@/lib/vendors/efi";
import { log, maskDocument } from "@/lib/platform/log";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { pushAfterResponse } from "@/lib/notifications/push/background";
import { confirmCharge } from "./confirm";
import { findOurCharge } from "./store";
import { confirmationMessages as m } from "./messages";
import { chargeExpired } from "./rules";
import { toPaymentWatchView, type PaymentWatchView } from "./view";

/** The only input of the dialog's poll: which charge. Whose it is comes from the session or the link. */
export const watchRequestSchema = z.object({
  txid: z.string({ error: m.watchRefused }).regex(TXID_PATTERN, m.watchRefused),
});

/**
 * One look at a charge of this customer for the open PIX dialog, within the document's limit
 * (LIMITS.pixWatch): asks the gateway (GET /v2/cob/:txid) and, when it is CONCLUIDA, records the payment on the webhook's path (once,
 * with its notification; the push runs after the answer). Only a charge the portal created for this
 * document is counted: anyone holding a link to the document cannot spend its budget with made-up txids.
 */
export async function watchCharge(document: string, input: unknown, now: Date): Promise<ActionResult<PaymentWatchView>> {
  const parsed = watchRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: m.watchRefused };
  try {
    const charge = await findOurCharge(parsed.data.txid);
    if (charge?.document !== document) return { ok: false, error: m.watchRefused };
    const refusal = await overLimit(LIMITS.pixWatch, document);
    if (refusal) return { ok: false, error: refusal.message };
    const outcome = await confirmCharge(parsed.data.txid, { source: "poll", document });
    switch (outcome.kind) {
      case "unknown":
      case "mismatch":
        return { ok: false, error: m.watchRefused };
      case "not-paid":
        if (outcome.status !== "ATIVA") return { ok: true, data: { state: "closed" } };
        if (chargeExpired(outcome.charge, now)) return { ok: true, data: { state: "expired" } };
        return { ok: true, data: { state: "waiting", link: outcome.charge.link } };
      case "confirmed": {
        const { notification } = outcome;
        if (notification) pushAfterResponse(document, pushPayloadFor(notification));
        return { ok: true, data: toPaymentWatchView(outcome.payment) };
      }
    }
  } catch (error) {
    log.warn({ err: error, documento: maskDocument(document) }, "acompanhamento do PIX indisponível");
    return { ok: false, error: m.watchStopped };
  }
}

/** The public page's watch: the document is the invoice link's, checked on every look without counting a view. */
export async function watchChargeWithToken(token: unknown, input: unknown, now: Date): Promise<ActionResult<PaymentWatchView>> {
  let document: string | undefined;
  try {
    document = (await checkInvoiceToken(token, now))?.cpfcnpj;
  } catch (error) {
    log.error({ err: error }, "falha ao validar o acesso à fatura para acompanhar o PIX");
  }
  if (!document) return { ok: false, error: m.watchRefused };
  return watchCharge(document, input, now);
}

import "server-only";
import { parseDateInput } from "@/lib/shared/br/dates";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { sendAuthorized } from "./auth";
import type { BoletoContext } from "./boleto";
import { chargesApiError, isSuccess } from "./errors";
import { chargeNotificationSchema, type ChargeNotification } from "./schemas";
import type { ChargeEvent } from "./types";

/**
 * The charges API's notifications (docs/UPSTREAMS.md §2.3, Efí's docs "Notificações"): Efí POSTs
 * only a token (`notification=<token>`) to the charge's notification_url each time its status
 * changes; what changed is read here, from the gateway, never from the body that brought the token.
 */

/** GET /v1/notification/:token: every change of status of the token's charges, oldest first (by the entry's `id`, Efí's order of the changes). */
export async function getChargeNotification(ctx: BoletoContext, token: string): Promise<ChargeEvent[]> {
  const res = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/notification/${encodeURIComponent(token)}`,
    timeoutMs: ctx.timeoutMs,
    // Reading the notification changes nothing at the gateway (it only marks it received).
    retry: true,
  });
  if (!isSuccess(res)) throw chargesApiError(res);
  return parseUpstream("efi", chargeNotificationSchema, res.json)
    .data.toSorted((a, b) => a.id - b.id)
    .flatMap((entry) => {
      const event = reshapeChargeEvent(entry);
      return event ? [event] : [];
    });
}

/** An entry about a charge in the portal's words; null for one about something else (a carnê, a subscription). */
function reshapeChargeEvent(entry: ChargeNotification): ChargeEvent | null {
  const chargeId = entry.identifiers.charge_id;
  if (chargeId === undefined) return null;
  const at = parseDateInput(entry.created_at);
  return {
    chargeId,
    customId: entry.custom_id ?? null,
    status: entry.status.current,
    previousStatus: entry.status.previous ?? null,
    paidValueCents: entry.value ?? null,
    receivedByBankAt: entry.received_by_bank_at?.slice(0, 10) ?? null,
    createdAt: at ? at.toISOString() : entry.created_at,
  };
}

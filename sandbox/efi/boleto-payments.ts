import { randomUUID } from "node:crypto";
import { todayInBrazil } from "@/lib/shared/br/calendar";
import type { Route, SandboxRequest, SandboxResponse } from "../http";
import type { SandboxAuth } from "./auth";
import { CHARGE_NOT_FOUND, CHARGES_UNAUTHORIZED, chargesError, notificationJson } from "./charge-views";
import { deliver, post } from "./deliver";
import type { EfiState, SandboxCharge } from "./state";

/**
 * What happens when a payer's bank pays a boleto, and the charges API's notifications (Efí's docs,
 * "Notificações"; docs/UPSTREAMS.md §2.3):
 * - GET /sandbox/boletos (no auth): the boletos waiting to be paid, newest first, to find a charge id.
 * - POST /sandbox/boleto/:charge_id/pay (no auth; also /__sandbox/boleto/:charge_id/pay), body
 *   optional {"value": centavos}: the charge turns `paid` with that value (its total by default),
 *   the subscriber-system sandbox is told which title was paid, and when the charge has a
 *   notification_url the sandbox POSTs `notification=<token>` to it (form-urlencoded, as Efí does),
 *   retried on failure. 404 for an unknown charge, 409 for one that cannot be paid (already paid,
 *   past its due date).
 * - GET /v1/notification/:token (charges API token): every change of status of the token's charge.
 * Efí notifies each change of status (new, waiting, paid…); the sandbox notifies the payment, the
 * change an integrator acts on, and lists every change when the token is read.
 */

export type BoletoHooks = {
  /** Subscriber-system sandbox to tell about a paid title (POST /__sandbox/sgp/titulos/:id/settle). */
  sgpUrl?: string;
  /** Delays between notification attempts after a failure. */
  retryDelaysMs?: number[];
  now: () => Date;
};

const NOT_PAYABLE = (reason: string) => chargesError(409, 3500034, "charge_not_payable", reason);
const NOTIFICATION_NOT_FOUND = chargesError(404, 3500034, "notification_not_found", "Token de notificação não encontrado");

/** The title a boleto was issued for: the portal's custom_id "titulo-<id>" (lib/billing/payments/boleto.ts). */
function invoiceIdOf(charge: SandboxCharge): string | undefined {
  return /^titulo-(\d+)$/.exec(charge.custom_id ?? "")?.[1];
}

function payable(charge: SandboxCharge, now: Date): string | null {
  if (charge.status !== "waiting") return `A cobrança está ${charge.status} e não pode ser paga`;
  if (charge.expire_at < todayInBrazil(now)) return "O boleto está vencido e não pode ser pago";
  return null;
}

export function boletoPaymentRoutes(state: () => EfiState, auth: SandboxAuth, hooks: BoletoHooks): Route[] {
  const pay = (req: SandboxRequest): SandboxResponse => {
    const s = state();
    const charge = s.charges.get(Number(req.params.id));
    if (!charge) return CHARGE_NOT_FOUND;
    const now = hooks.now();
    const refusal = payable(charge, now);
    if (refusal) return NOT_PAYABLE(refusal);
    const body = (req.body ?? {}) as { value?: unknown };
    const value = typeof body.value === "number" && Number.isInteger(body.value) && body.value > 0 ? body.value : charge.total;
    const at = now.toISOString();
    charge.status = "paid";
    charge.paid = { value, at };
    charge.changes.push({ current: "paid", previous: "waiting", at, value });

    const invoiceId = invoiceIdOf(charge);
    if (hooks.sgpUrl && invoiceId) {
      void post(`${hooks.sgpUrl}/__sandbox/sgp/titulos/${invoiceId}/settle`, { json: { valorPago: value / 100 } });
    }
    if (charge.notification_url) {
      // Efí keeps one token for the whole life of a charge.
      charge.notificationToken ??= randomUUID();
      s.notifications.set(charge.notificationToken, charge.charge_id);
      void deliver(charge.notification_url, { form: { notification: charge.notificationToken } }, hooks.retryDelaysMs);
    }
    return { json: { code: 200, data: { charge_id: charge.charge_id, status: charge.status, paid_value: value } } };
  };

  return [
    { method: "POST", pattern: "/sandbox/boleto/:id/pay", handler: pay },
    {
      // For a person paying from a terminal: the boletos waiting to be paid, newest first.
      method: "GET",
      pattern: "/sandbox/boletos",
      handler: () => ({
        json: [...state().charges.values()]
          .filter((charge) => payable(charge, hooks.now()) === null)
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.charge_id - a.charge_id)
          .map((charge) => ({
            charge_id: charge.charge_id,
            total: charge.total,
            custom_id: charge.custom_id,
            expire_at: charge.expire_at,
            barcode: charge.barcode,
          })),
      }),
    },
    {
      method: "GET",
      pattern: "/v1/notification/:token",
      handler: (req) => {
        if (!auth.allows("charges", req)) return CHARGES_UNAUTHORIZED;
        const s = state();
        const charge = s.charges.get(s.notifications.get(req.params.token!) ?? -1);
        return charge ? { json: notificationJson(charge) } : NOTIFICATION_NOT_FOUND;
      },
    },
  ];
}

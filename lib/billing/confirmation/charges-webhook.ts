import "server-only";
import { config } from "@/lib/platform/config";
import { efi } from "@/lib/vendors/efi";
import type { ChargeEvent } from "@/lib/vendors/efi/types";
import { log } from "@/lib/platform/log";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { pushAfterResponse } from "@/lib/notifications/push/background";
import { UpstreamInvalidResponseError, UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { confirmBoletoPayment } from "./confirm";
import { sameSecret } from "./rules";

/**
 * POST /api/webhooks/efi/charges?hmac=S: the notification_url every boleto the portal issues
 * carries (boletoNotificationUrl). Efí POSTs only a token, `notification=<token>` form-urlencoded
 * (docs/UPSTREAMS.md §2.3; a JSON {"notification": …} is read too), at each change of status of
 * the charge. The body is never believed: what changed is read from the gateway
 * (GET /v1/notification/:token), and a boleto of the portal that turned `paid` is confirmed on the
 * PIX's path (confirmBoletoPayment: recorded once, with its notification and push).
 *
 * Answers: 200 once every change was recorded or ignored (logged: another system's charge, a status
 * other than paid, a token the gateway does not know); 503 when the gateway or the database did not
 * answer, so Efí sends the token again; 401 wrong or missing secret (compared in constant time);
 * 400 a body without a token; 413 a body over 16 KB; 404 while EFI_WEBHOOK_ENABLED=0.
 */

export const CHARGES_WEBHOOK_PATH = "/api/webhooks/efi/charges";
const MAX_BODY_BYTES = 16 * 1024;
/** Efí's tokens are UUIDs; anything far from an identifier is not one. */
const TOKEN_PATTERN = /^[A-Za-z0-9-]{1,128}$/;
const json = (status: number, body: object) => Response.json(body, { status, headers: { "cache-control": "no-store" } });

/** The notification_url of a boleto the portal issues: the charges webhook with the secret, or undefined when it cannot receive one. */
export function boletoNotificationUrl(): string | undefined {
  const settings = config();
  if (!settings.EFI_WEBHOOK_ENABLED || !settings.EFI_WEBHOOK_SECRET) return undefined;
  const base =
    settings.EFI_NOTIFICATION_URL ?? (settings.NEXTAUTH_URL ? new URL(CHARGES_WEBHOOK_PATH, settings.NEXTAUTH_URL).toString() : undefined);
  if (!base) return undefined;
  const url = new URL(base);
  url.searchParams.set("hmac", settings.EFI_WEBHOOK_SECRET);
  return url.toString();
}

export async function receiveChargeNotification(request: Request): Promise<Response> {
  const settings = config();
  if (!settings.EFI_WEBHOOK_ENABLED) return json(404, { erro: "webhook desligado" });
  const secret = settings.EFI_WEBHOOK_SECRET;
  if (!secret) {
    log.error("notificação de cobrança recebida sem EFI_WEBHOOK_SECRET configurado");
    return json(503, { erro: "webhook não configurado" });
  }
  if (!sameSecret(new URL(request.url).searchParams.get("hmac") ?? "", secret)) {
    log.warn("notificação de cobrança recusada: segredo inválido");
    return json(401, { erro: "não autorizado" });
  }

  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return json(413, { erro: "corpo grande demais" });
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return json(413, { erro: "corpo grande demais" });
  const token = notificationToken(text, request.headers.get("content-type") ?? "");
  if (!token) return json(400, { erro: "notificação sem token" });

  let events: ChargeEvent[];
  try {
    events = await efi().getChargeNotification(token);
  } catch (error) {
    // The gateway answered, and not with the notification: a retry would hear the same.
    if (error instanceof UpstreamNotFoundError || error instanceof UpstreamRejectedError || error instanceof UpstreamInvalidResponseError) {
      log.warn({ err: error }, "notificação de cobrança ignorada: token não confirmado pelo gateway");
      return json(200, { ok: true });
    }
    log.error({ err: error }, "notificação de cobrança: gateway indisponível");
    return json(503, { erro: "tente novamente" });
  }

  // Every change of the charge's life comes with its token: only the payments matter, each once.
  const paid = new Map(events.filter((event) => event.status === "paid").map((event) => [event.chargeId, event]));
  let unanswered = 0;
  for (const event of paid.values()) {
    try {
      const outcome = await confirmBoletoPayment(event);
      if (outcome.kind === "confirmed") {
        if (outcome.notification) pushAfterResponse(outcome.boleto.document, pushPayloadFor(outcome.notification));
      } else {
        log.info(
          { chargeId: event.chargeId, reason: outcome.kind === "mismatch" ? outcome.reason : outcome.kind },
          "notificação de cobrança: item ignorado",
        );
      }
    } catch (error) {
      log.error({ err: error, chargeId: event.chargeId }, "notificação de cobrança: confirmação indisponível");
      unanswered++;
    }
  }
  if (paid.size === 0) log.info({ changes: events.length }, "notificação de cobrança sem pagamento: ignorada");
  return unanswered > 0 ? json(503, { erro: "tente novamente" }) : json(200, { ok: true });
}

/** `notification` from a form-urlencoded body (Efí's) or a JSON one; null when absent or malformed. */
function notificationToken(text: string, contentType: string): string | null {
  let value: unknown;
  if (contentType.includes("application/json")) {
    try {
      value = (JSON.parse(text) as { notification?: unknown } | null)?.notification;
    } catch {
      return null;
    }
  } else {
    value = new URLSearchParams(text).get("notification");
  }
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : null;
}

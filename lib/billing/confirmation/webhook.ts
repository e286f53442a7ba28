import "server-only";
import { config } from "@/lib/config";
import { pixWebhookSchema, reportedPayments } from "@/lib/efi";
import { log } from "@/lib/log";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { pushAfterResponse } from "@/lib/push/background";
import { confirmCharge } from "./confirm";
import { sameSecret } from "./rules";

/**
 * POST /api/webhooks/efi/pix (and the registered URL itself, which Efí calls once with a test
 * notification when the webhook is registered). Authenticated by the secret in the registered
 * URL (?hmac=…, compared in constant time); mutual TLS with Efí's client certificate is the
 * operator's reverse proxy's job (README). The body is only a claim: every payment in it is
 * confirmed with the gateway before it is recorded (confirmCharge).
 *
 * Answers: 200 when every payment of a charge was confirmed (or there were none: the test
 * notification, or transfers straight to the key, which carry no txid and are not the portal's);
 * 401 wrong or missing secret; 400 malformed body; 422 a payment the gateway does not confirm
 * for a charge of the portal (nothing of it recorded); 503 the gateway or the database could not
 * answer (Efí retries; what was recorded stays recorded once). 404 while EFI_WEBHOOK_ENABLED=0.
 */

const MAX_BODY_BYTES = 256 * 1024;
const json = (status: number, body: object) => Response.json(body, { status, headers: { "cache-control": "no-store" } });

export async function receivePixWebhook(request: Request): Promise<Response> {
  const settings = config();
  if (!settings.EFI_WEBHOOK_ENABLED) return json(404, { erro: "webhook desligado" });
  const secret = settings.EFI_WEBHOOK_SECRET;
  if (!secret) {
    log.error("webhook PIX recebido sem EFI_WEBHOOK_SECRET configurado");
    return json(503, { erro: "webhook não configurado" });
  }
  const given = new URL(request.url).searchParams.get("hmac") ?? "";
  if (!sameSecret(given, secret)) {
    log.warn("webhook PIX recusado: segredo inválido");
    return json(401, { erro: "não autorizado" });
  }

  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return json(413, { erro: "corpo grande demais" });
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    return json(400, { erro: "JSON inválido" });
  }
  const parsed = pixWebhookSchema.safeParse(raw);
  if (!parsed.success) return json(400, { erro: "corpo inválido" });

  let refused = 0;
  for (const reported of reportedPayments(parsed.data)) {
    try {
      const outcome = await confirmCharge(reported.txid, { source: "webhook", claimed: reported });
      if (outcome.kind !== "confirmed") {
        refused++;
        if (outcome.kind === "unknown") log.warn({ txid: reported.txid }, "webhook PIX recusado: cobrança desconhecida");
        continue;
      }
      const { notification, charge } = outcome;
      if (notification) pushAfterResponse(charge.documento, pushPayloadFor(notification));
    } catch (error) {
      log.error({ err: error, txid: reported.txid }, "webhook PIX: confirmação indisponível");
      return json(503, { erro: "tente novamente" });
    }
  }
  return refused > 0 ? json(422, { erro: "pagamento não confirmado" }) : json(200, { ok: true });
}

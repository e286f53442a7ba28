import "server-only";
import { config } from "@/lib/platform/config";
import { pixWebhookBodySchema, webhookItems, type IgnoredItem, type ReportedPayment } from "@/lib/vendors/efi";
import { log } from "@/lib/platform/log";
import { readBodyText } from "@/lib/platform/request/body";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { pushAfterResponse } from "@/lib/notifications/push/background";
import { UpstreamInvalidResponseError, UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { confirmCharge, type ConfirmOutcome } from "./confirm";
import { carriesWebhookSecret } from "./rules";

/**
 * POST /api/webhooks/efi (the URL registered as `…/api/webhooks/efi?hmac=S&ignorar=`, where Efí's
 * appended "/pix" lands in the throwaway parameter) and POST /api/webhooks/efi/pix (a registration
 * without the parameter). Authenticated by the secret in the URL (compared in constant time,
 * rules.ts); mutual TLS with Efí's client certificate is the reverse proxy's job (OPERATIONS.md
 * §Payment confirmation). The body is only a claim: every payment in it is confirmed with the
 * gateway before it is recorded (confirmCharge), and recording is idempotent.
 *
 * The same PIX key receives payments that are not the portal's (static QR codes, transfers), so
 * each entry stands alone: a payment of a charge of the portal is confirmed and recorded; anything
 * else (another system's txid, a txid outside the PIX format, `horario: null`, a transfer without
 * txid, a payment the gateway does not confirm) is ignored and logged without personal data.
 *
 * Answers: 200 once every entry was recorded or ignored (the registration test notification too);
 * 503 when a charge that is the portal's could not be confirmed because the gateway or the database
 * did not answer: Efí then sends the whole notification again, and what was recorded stays recorded
 * once. 401 wrong or missing secret; 400 a body that is not a notification; 404 while
 * EFI_WEBHOOK_ENABLED=0.
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
  // During a rotation the previous secret is accepted too (OPERATIONS.md, "Rotating secrets").
  const accepted = [secret, settings.EFI_WEBHOOK_SECRET_PREVIOUS].filter((s): s is string => !!s);
  const url = new URL(request.url);
  if (!accepted.map((candidate) => carriesWebhookSecret(url, candidate)).includes(true)) {
    log.warn("webhook PIX recusado: segredo inválido");
    return json(401, { erro: "não autorizado" });
  }

  const body = await readBodyText(request, MAX_BODY_BYTES);
  if (!body.ok) return json(413, { erro: "corpo grande demais" });
  const { text } = body;
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    return json(400, { erro: "JSON inválido" });
  }
  const parsed = pixWebhookBodySchema.safeParse(raw);
  if (!parsed.success) return json(400, { erro: "corpo inválido" });

  let unanswered = 0;
  for (const [index, item] of webhookItems(parsed.data).entries()) {
    const result = item.kind === "payment" ? await confirmReported(item.payment) : item;
    if (result === "unanswered") unanswered++;
    else if (result !== "recorded") log.info({ item: index, txid: result.txid, reason: result.reason }, "webhook PIX: item ignorado");
  }
  // Efí retries the whole notification on anything but 2xx; only a charge of the portal left unconfirmed is worth it.
  return unanswered > 0 ? json(503, { erro: "tente novamente" }) : json(200, { ok: true });
}

/** One payment of a charge: recorded, ignored with the reason, or left for Efí's retry. */
async function confirmReported(reported: ReportedPayment): Promise<"recorded" | "unanswered" | IgnoredItem> {
  const { txid } = reported;
  let outcome: ConfirmOutcome;
  try {
    outcome = await confirmCharge(txid, { source: "webhook", claimed: reported });
  } catch (error) {
    // The gateway answered, and not with a confirmation: a retry would hear the same.
    if (error instanceof UpstreamNotFoundError) return { txid, reason: "cobrança inexistente no gateway" };
    if (error instanceof UpstreamRejectedError || error instanceof UpstreamInvalidResponseError) {
      log.error({ err: error, txid }, "webhook PIX: o gateway recusou a consulta da cobrança");
      return { txid, reason: "consulta recusada pelo gateway" };
    }
    log.error({ err: error, txid }, "webhook PIX: confirmação indisponível");
    return "unanswered";
  }
  switch (outcome.kind) {
    case "confirmed":
      if (outcome.notification) pushAfterResponse(outcome.charge.document, pushPayloadFor(outcome.notification));
      return "recorded";
    case "unknown":
      return { txid, reason: "cobrança que não é do portal" };
    case "not-paid":
      return { txid, reason: `cobrança ${outcome.status} no gateway` };
    case "mismatch":
      return { txid, reason: outcome.reason };
  }
}

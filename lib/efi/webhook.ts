import "server-only";
import { z } from "zod";
import { sendAuthorized } from "./auth";
import { isSuccess, pixApiError } from "./errors";
import { TXID_PATTERN } from "./helpers";
import type { PixContext } from "./pix";

/**
 * The PIX webhook (docs/UPSTREAMS.md §2.2): registration with PUT /v2/webhook/:chave, and the body the
 * gateway POSTs to the registered URL plus /pix. Efí sends a test notification to the URL when
 * it is registered and refuses a URL that does not answer 2xx.
 */

const amount = z.string().regex(/^\d+\.\d{2}$/, "valor com duas casas decimais");

const webhookPixSchema = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,64}$/, "endToEndId inválido"),
  // A transfer straight to the key (no charge) comes without txid.
  txid: z.string().regex(TXID_PATTERN, "txid inválido").optional(),
  chave: z.string().min(1).max(77).optional(),
  valor: amount,
  horario: z.string().min(1).max(40),
  infoPagador: z.string().max(200).optional(),
});

/** {"pix": [...]}: a payment notification. Anything else (the registration test) carries no pix. */
export const pixWebhookSchema = z.object({ pix: z.array(webhookPixSchema).max(100).optional() });

/** A payment as the webhook reports it: a claim the portal confirms with the gateway before believing it. */
export type ReportedPayment = { endToEndId: string; txid: string; valor: string };

/** The payments of charges (with a txid); transfers to the key without a charge are not the portal's. */
export function reportedPayments(body: z.output<typeof pixWebhookSchema>): ReportedPayment[] {
  return (body.pix ?? []).flatMap(({ endToEndId, txid, valor }) => (txid ? [{ endToEndId, txid, valor }] : []));
}

export type WebhookRegistration = { webhookUrl: string; chave: string; criacao?: string };

export const registrationSchema = z.object({ webhookUrl: z.string().min(1), chave: z.string().min(1), criacao: z.string().optional() });

/**
 * PUT /v2/webhook/:chave. `skipMtls` sends x-skip-mtls-checking: true, for a receiver whose TLS
 * is not terminated with Efí's client certificate check (the hmac in the URL then authenticates alone).
 */
export async function registerWebhook(ctx: PixContext, webhookUrl: string, skipMtls: boolean): Promise<WebhookRegistration> {
  const res = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/v2/webhook/${encodeURIComponent(ctx.pixKey)}`,
    method: "PUT",
    headers: { "content-type": "application/json", "x-skip-mtls-checking": String(skipMtls) },
    body: JSON.stringify({ webhookUrl }),
    timeoutMs: ctx.timeoutMs,
    retry: false,
  });
  if (!isSuccess(res)) throw pixApiError(res);
  const parsed = registrationSchema.safeParse(res.json);
  return parsed.success ? parsed.data : { webhookUrl, chave: ctx.pixKey };
}

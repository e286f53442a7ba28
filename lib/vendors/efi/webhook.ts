import "server-only";
import { z } from "zod";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { sendAuthorized } from "./auth";
import { isNotFound, isSuccess, pixApiError } from "./errors";
import { TXID_PATTERN } from "./helpers";
import type { PixContext } from "./pix";

/**
 * The PIX webhook (docs/UPSTREAMS.md §2.2): registration with PUT /v2/webhook/:chave, its reading
 * with GET /v2/webhook/:chave, and the body the gateway POSTs to the registered URL string with
 * "/pix" appended. Efí sends a test notification to the URL when it is registered and refuses a
 * URL that does not answer 2xx.
 */

const amount = z.string().regex(/^\d+\.\d{2}$/, "valor com duas casas decimais");

/** One entry of `pix`, as the portal can confirm it: a payment of a charge (with its txid). */
const webhookPixSchema = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,64}$/, "endToEndId inválido"),
  txid: z.string().regex(TXID_PATTERN, "txid inválido"),
  valor: amount,
  horario: z.string().min(1).max(40),
});

/**
 * {"pix": [...]}: a payment notification; anything else (the registration test) carries no pix.
 * The entries are read one by one (`webhookItems`): the same key receives payments that are not
 * the portal's, and one odd entry must not refuse the others.
 */
export const pixWebhookBodySchema = z.object({ pix: z.array(z.unknown()).max(100).optional() });

/** A payment as the webhook reports it: a claim the portal confirms with the gateway before believing it. */
export type ReportedPayment = { endToEndId: string; txid: string; valor: string };

/**
 * An entry the portal does not confirm, with why, for the log. `txid` only when it has the shape of
 * one (an identifier, never personal data); the payer's fields are never kept.
 */
export type IgnoredItem = { reason: string; txid?: string };

export type WebhookItem = { kind: "payment"; payment: ReportedPayment } | ({ kind: "ignored" } & IgnoredItem);

const LOGGABLE_TXID = /^[A-Za-z0-9]{1,35}$/;

/** Each entry of the notification, in order: a payment of a charge to confirm, or an entry to ignore. */
export function webhookItems(body: z.output<typeof pixWebhookBodySchema>): WebhookItem[] {
  return (body.pix ?? []).map((entry): WebhookItem => {
    const rawTxid = typeof entry === "object" && entry !== null ? (entry as { txid?: unknown }).txid : undefined;
    const txid = typeof rawTxid === "string" && LOGGABLE_TXID.test(rawTxid) ? rawTxid : undefined;
    // A transfer straight to the key (no charge) comes without txid: never the portal's.
    if (rawTxid === undefined || rawTxid === null) return { kind: "ignored", reason: "pix sem txid (transferência para a chave)" };
    const parsed = webhookPixSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { kind: "ignored", reason: `campo fora do formato: ${issue.path.join(".") || "item"}`, ...(txid ? { txid } : {}) };
    }
    const { endToEndId, valor } = parsed.data;
    return { kind: "payment", payment: { endToEndId, txid: parsed.data.txid, valor } };
  });
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

/** GET /v2/webhook/:chave: the URL registered for the configured key, or null when there is none. */
export async function getWebhook(ctx: PixContext): Promise<WebhookRegistration | null> {
  const res = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/v2/webhook/${encodeURIComponent(ctx.pixKey)}`,
    timeoutMs: ctx.timeoutMs,
    retry: true,
  });
  if (!isSuccess(res)) {
    const error = pixApiError(res);
    if (isNotFound(error)) return null;
    throw error;
  }
  return parseUpstream("efi", registrationSchema, res.json);
}

import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { consume } from "@/lib/platform/rate-limit/store";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { addressKey } from "@/lib/platform/request/client-ip";
import { invoiceTokenSchema } from "@/lib/billing/public-access/validation";
import { INVOICE_TOKEN_MAX_VIEWS, INVOICE_TOKEN_TTL_MS } from "./rules";
import { countInvoiceTokenView, findInvoiceToken, purgeExpiredTokens, saveInvoiceToken, type InvoiceAccess } from "./store";

/**
 * The link of the public invoice page. It lives in the database (not the browser) because it is
 * shared by SMS and must work on any device: 32 random characters, bound to one document, valid
 * 30 minutes and for at most 10 page views. Only a SHA-256 digest is stored, so a copy of the
 * table opens no invoice page.
 */
export type { InvoiceAccess };

/** 24 bytes from the CSPRNG in base64url: 32 characters, never +, / or =. */
export function newInvoiceToken(): string {
  return randomBytes(24).toString("base64url");
}

function digest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function createInvoiceToken(cpfcnpj: string, now = new Date()): Promise<string> {
  await purgeExpiredTokens();
  const token = newInvoiceToken();
  await saveInvoiceToken(digest(token), cpfcnpj, new Date(now.getTime() + INVOICE_TOKEN_TTL_MS), now);
  return token;
}

/**
 * A page view: counts one access and returns the token's document, or null when the token is
 * unknown, expired or already viewed 10 times (and then removes it). The count is one atomic
 * UPDATE, so parallel views can never pass the limit.
 */
export async function openInvoiceToken(token: string, now = new Date()): Promise<InvoiceAccess | null> {
  if (!invoiceTokenSchema.safeParse(token).success) return null;
  await purgeExpiredTokens();
  return countInvoiceTokenView(digest(token), INVOICE_TOKEN_MAX_VIEWS, now);
}

/**
 * Checks a token for an action on its page (generating a PIX or a boleto) without counting a view:
 * the page that shows the buttons already counted one.
 */
export async function checkInvoiceToken(token: unknown, now = new Date()): Promise<InvoiceAccess | null> {
  const parsed = invoiceTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  return findInvoiceToken(digest(parsed.data), INVOICE_TOKEN_MAX_VIEWS, now);
}

/** A page change of a link: allowed, over one of its limits (until `retryAt`), or from no known address. */
export type PageChange = { kind: "continue"; access: InvoiceAccess } | { kind: "limited"; retryAt: Date } | { kind: "no-address" };

/**
 * A later page of the link's invoices (`?pagina=N`, reached from the page the link opened): the
 * same visit, so it counts no view, but only on a link already opened once and still within its
 * 30 minutes and 10 views (docs/SPEC.md §9). Opening the link itself always counts (openInvoiceToken).
 * Each change reads the SGP, so it is counted against the link's and the address's own budgets
 * (LIMITS.invoicePageLink, LIMITS.invoicePageAddress); null for a link that gives no page.
 */
export async function continueInvoiceToken(token: string, ip: string | null, now = new Date()): Promise<PageChange | null> {
  const access = await checkInvoiceToken(token, now);
  if (!access || access.views === 0) return null;
  if (!ip) return { kind: "no-address" };
  for (const [policy, key] of [
    [LIMITS.invoicePageLink, digest(token)],
    [LIMITS.invoicePageAddress, addressKey(ip)],
  ] as const) {
    const taken = await consume(policy, key);
    if (!taken.ok) return { kind: "limited", retryAt: taken.retryAt };
  }
  return { kind: "continue", access };
}

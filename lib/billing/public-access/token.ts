import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { invoiceTokens } from "@/lib/vendors/db/schema";
import { consume } from "@/lib/platform/rate-limit/counters";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { addressKey } from "@/lib/platform/request/client-ip";
import { invoiceTokenSchema } from "@/lib/billing/public-access/validation";
import { INVOICE_TOKEN_MAX_VIEWS, INVOICE_TOKEN_TTL_MS } from "./rules";

/**
 * The link of the public invoice page. It lives in the database (not the browser) because it is
 * shared by SMS and must work on any device: 32 random characters, bound to one document, valid
 * 30 minutes and for at most 10 page views. Only a SHA-256 digest is stored, so a copy of the
 * table opens no invoice page.
 */
export type InvoiceAccess = { cpfcnpj: string; expiresAt: Date; views: number };

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
  const db = await getDb();
  await db.insert(invoiceTokens).values({
    token: digest(token),
    cpfcnpj,
    expiresAt: new Date(now.getTime() + INVOICE_TOKEN_TTL_MS),
    createdAt: now,
  });
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
  const db = await getDb();
  const key = digest(token);
  const [row] = await db
    .update(invoiceTokens)
    .set({ accessCount: sql`${invoiceTokens.accessCount} + 1` })
    .where(and(eq(invoiceTokens.token, key), gt(invoiceTokens.expiresAt, now), lt(invoiceTokens.accessCount, INVOICE_TOKEN_MAX_VIEWS)))
    .returning({ cpfcnpj: invoiceTokens.cpfcnpj, expiresAt: invoiceTokens.expiresAt, views: invoiceTokens.accessCount });
  if (row) return row;
  await db.delete(invoiceTokens).where(eq(invoiceTokens.token, key));
  return null;
}

/**
 * Checks a token for an action on its page (generating a PIX or a boleto) without counting a view:
 * the page that shows the buttons already counted one.
 */
export async function checkInvoiceToken(token: unknown, now = new Date()): Promise<InvoiceAccess | null> {
  const parsed = invoiceTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const db = await getDb();
  const [row] = await db
    .select({ cpfcnpj: invoiceTokens.cpfcnpj, expiresAt: invoiceTokens.expiresAt, views: invoiceTokens.accessCount })
    .from(invoiceTokens)
    .where(
      and(
        eq(invoiceTokens.token, digest(parsed.data)),
        gt(invoiceTokens.expiresAt, now),
        lte(invoiceTokens.accessCount, INVOICE_TOKEN_MAX_VIEWS),
      ),
    );
  return row ?? null;
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

/** Removes the tokens expired at `now`. */
export async function purgeExpiredTokens(now = new Date()): Promise<number> {
  const db = await getDb();
  const removed = await db.delete(invoiceTokens).where(lte(invoiceTokens.expiresAt, now)).returning({ token: invoiceTokens.token });
  return removed.length;
}

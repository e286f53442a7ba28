import "server-only";
import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { invoiceTokens } from "@/lib/vendors/db/schema";

/** The invoice links' table (invoice_tokens), keyed by the digest of each link's token (./token.ts says why). */

/** What a link gives: its document, until when, and how many page views it has had. */
export type InvoiceAccess = { cpfcnpj: string; expiresAt: Date; views: number };

const t = invoiceTokens;
const access = { cpfcnpj: t.cpfcnpj, expiresAt: t.expiresAt, views: t.accessCount };

export async function saveInvoiceToken(digest: string, cpfcnpj: string, expiresAt: Date, createdAt: Date): Promise<void> {
  const db = await getDb();
  await db.insert(t).values({ token: digest, cpfcnpj, expiresAt, createdAt });
}

/**
 * Counts one view of the link, in one atomic UPDATE while it is valid at `now` and has had fewer
 * than `maxViews`, so parallel views can never pass the limit; null (and the link removed) otherwise.
 */
export async function countInvoiceTokenView(digest: string, maxViews: number, now: Date): Promise<InvoiceAccess | null> {
  const db = await getDb();
  const [row] = await db
    .update(t)
    .set({ accessCount: sql`${t.accessCount} + 1` })
    .where(and(eq(t.token, digest), gt(t.expiresAt, now), lt(t.accessCount, maxViews)))
    .returning(access);
  if (row) return row;
  await db.delete(t).where(eq(t.token, digest));
  return null;
}

/** The link while it is valid at `now` and within `maxViews`, counting nothing. */
export async function findInvoiceToken(digest: string, maxViews: number, now: Date): Promise<InvoiceAccess | null> {
  const db = await getDb();
  const [row] = await db
    .select(access)
    .from(t)
    .where(and(eq(t.token, digest), gt(t.expiresAt, now), lte(t.accessCount, maxViews)));
  return row ?? null;
}

/** Removes the links expired at `now`; how many went. */
export async function purgeExpiredTokens(now = new Date()): Promise<number> {
  const db = await getDb();
  const removed = await db.delete(t).where(lte(t.expiresAt, now)).returning({ token: t.token });
  return removed.length;
}

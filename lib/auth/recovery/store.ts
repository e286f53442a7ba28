import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { passwordResetCodes } from "@/lib/vendors/db/schema";

/** The password reset's table: one code per customer, as an HMAC (./codes.ts says why). */

const t = passwordResetCodes;

/** Stores the document's code, replacing any other, and removes the codes expired before `forgetBefore`. */
export async function saveResetCode(
  document: string,
  code: { codeHash: string; attempts: number; createdAt: Date; expiresAt: Date },
  forgetBefore: Date,
): Promise<void> {
  const db = await getDb();
  await db
    .insert(t)
    .values({ clienteDocumento: document, ...code })
    .onConflictDoUpdate({ target: t.clienteDocumento, set: code });
  await db.delete(t).where(lt(t.expiresAt, forgetBefore));
}

/**
 * Counts one try of the document's code, in one statement, while it has fewer than `maxAttempts`
 * and is valid at `now`; the stored HMAC of the code, or null when it cannot be tried.
 */
export async function countResetCodeTry(document: string, maxAttempts: number, now: Date): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.clienteDocumento, document), lt(t.attempts, maxAttempts), gt(t.expiresAt, now)))
    .returning({ codeHash: t.codeHash });
  return row?.codeHash ?? null;
}

/** Deletes the document's code if it is still this one; whether it did (of two at once, one does). */
export async function deleteResetCode(document: string, codeHash: string): Promise<boolean> {
  const db = await getDb();
  const used = await db
    .delete(t)
    .where(and(eq(t.clienteDocumento, document), eq(t.codeHash, codeHash)))
    .returning({ document: t.clienteDocumento });
  return used.length === 1;
}

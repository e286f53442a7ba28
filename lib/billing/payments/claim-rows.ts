import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/vendors/db/client";
import { boletoCache, pixCharges } from "@/lib/vendors/db/schema";

/**
 * After a failed generation whose outcome is unknown (timeout, lost answer, 5xx), the
 * owner gives up its row but leaves it pending: the next request takes it over at once
 * and first looks for the charge this attempt may have created (claimGeneration's
 * `unfinished`), instead of creating a second one.
 */
export async function abandonClaim(db: Db, table: typeof pixCharges | typeof boletoCache, lockToken: string): Promise<void> {
  await db.update(table).set({ lockedUntil: new Date() }).where(eq(table.lockToken, lockToken));
}

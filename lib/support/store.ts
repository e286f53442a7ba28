import "server-only";
import { and, eq, lte } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { idempotencyKeys } from "@/lib/vendors/db/schema";

/** The idempotency keys of writes run once per key (idempotency_keys; ./dedupe.ts says how they are used). */

/** Who holds a key: this request now, a finished one with its result, or one still running. */
export type Claim<T> = { kind: "claimed" } | { kind: "done"; result: T } | { kind: "pending" };

const t = idempotencyKeys;
const keyIs = (scope: string, key: string) => and(eq(t.scope, scope), eq(t.key, key));

/** Claims `scope`/`key` until `now` + `windowMs`, unless a live entry holds it: then that entry's state. */
export async function claimIdempotencyKey<T>(scope: string, key: string, windowMs: number, now: Date): Promise<Claim<T>> {
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + windowMs);
  const [claimed] = await db
    .insert(t)
    .values({ scope, key, result: null, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: { result: null, createdAt: now, expiresAt },
      // Only an expired entry is taken over; a live one belongs to the first request.
      setWhere: lte(t.expiresAt, now),
    })
    .returning({ key: t.key });
  if (claimed) return { kind: "claimed" };
  const [row] = await db.select({ result: t.result }).from(t).where(keyIs(scope, key));
  // A row without a result is still being written; no row means its owner failed and released it.
  return row?.result != null ? { kind: "done", result: row.result as T } : { kind: "pending" };
}

/** Stores the (JSON) result of the key's write, for the repeats. */
export async function saveIdempotentResult(scope: string, key: string, result: unknown): Promise<void> {
  const db = await getDb();
  await db.update(t).set({ result }).where(keyIs(scope, key));
}

/** Gives the key up, so the next request runs the write. */
export async function releaseIdempotencyKey(scope: string, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(t).where(keyIs(scope, key));
}

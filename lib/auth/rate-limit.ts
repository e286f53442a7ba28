import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";

/**
 * Fixed-window failure counters in the database, so every instance of the
 * portal shares them. A key that reaches `limit` within `windowMs` is blocked
 * for `blockMs`.
 */
export type LimitPolicy = { scope: string; limit: number; windowMs: number; blockMs: number };

/** When `key` is blocked in this scope, the instant the block ends; otherwise null. */
export async function blockedUntil(policy: LimitPolicy, key: string, now = new Date()): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(eq(rateLimits.scope, policy.scope), eq(rateLimits.key, key), gt(rateLimits.blockedUntil, now)));
  return row?.blockedUntil ?? null;
}

/** Counts one more event for `key` atomically; returns the block's end when this one reached the limit. */
export async function recordHit(policy: LimitPolicy, key: string, now = new Date()): Promise<Date | null> {
  const db = await getDb();
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const blockEnd = new Date(now.getTime() + policy.blockMs);
  // Raw SQL parameters go to the driver untyped: pass instants as ISO text with a cast.
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStart} < ${at(windowStart)}`;
  const nextCount = sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      scope: policy.scope,
      key,
      count: 1,
      windowStart: now,
      blockedUntil: policy.limit <= 1 ? blockEnd : null,
    })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: {
        count: nextCount,
        windowStart: sql`CASE WHEN ${expired} THEN ${at(now)} ELSE ${rateLimits.windowStart} END`,
        blockedUntil: sql`CASE WHEN ${nextCount} >= ${policy.limit} THEN ${at(blockEnd)} ELSE ${rateLimits.blockedUntil} END`,
        updatedAt: now,
      },
    })
    .returning({ blockedUntil: rateLimits.blockedUntil });
  return row?.blockedUntil && row.blockedUntil > now ? row.blockedUntil : null;
}

/** Forgets the counter of `key` (a successful login resets the document's failures). */
export async function resetHits(policy: LimitPolicy, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(and(eq(rateLimits.scope, policy.scope), eq(rateLimits.key, key)));
}

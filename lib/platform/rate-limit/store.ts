import "server-only";
import { and, eq, gt, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { rateLimits } from "@/lib/vendors/db/schema";
import type { LimitPolicy } from "./policies";

/** The counters of LimitPolicy, in the database so every instance of the portal shares them. */
export type { LimitPolicy };

/** One counted event, which `release` can take back. */
export type Slot = { policy: LimitPolicy; key: string; windowStart: Date };

export type Consumed =
  /** `exhaustedUntil`: this event was the caller's last one; the next is refused until then. */
  { ok: true; slot: Slot; exhaustedUntil: Date | null } | { ok: false; retryAt: Date };

// Raw SQL parameters go to the driver untyped: pass instants as ISO text with a cast.
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const later = (d: Date, ms: number) => new Date(d.getTime() + ms);

/**
 * Counts one event for `key`, in one statement, and only while the key has room: concurrent callers
 * queue on the row, so with N slots left exactly N of them get one, whatever the number of
 * instances. `limit` lowers the room this caller has (the key is still blocked at the policy's).
 */
export async function consume(policy: LimitPolicy, key: string, options: { limit?: number; now?: Date } = {}): Promise<Consumed> {
  const now = options.now ?? new Date();
  const room = Math.min(options.limit ?? policy.limit, policy.limit);
  const blockEnd = policy.blockMs > 0 ? later(now, policy.blockMs) : null;
  const expired = sql`${rateLimits.windowStart} <= ${at(later(now, -policy.windowMs))}`;
  const nextCount = sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`;
  const db = await getDb();
  const [row] = await db
    .insert(rateLimits)
    .values({ scope: policy.scope, key, count: 1, windowStart: now, blockedUntil: policy.limit <= 1 ? blockEnd : null, updatedAt: now })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: {
        count: nextCount,
        windowStart: sql`CASE WHEN ${expired} THEN ${at(now)} ELSE ${rateLimits.windowStart} END`,
        // A block still in force never gets here (setWhere), so an older one is simply dropped.
        blockedUntil: blockEnd ? sql`CASE WHEN ${nextCount} >= ${policy.limit} THEN ${at(blockEnd)} END` : null,
        updatedAt: now,
      },
      setWhere: and(
        or(isNull(rateLimits.blockedUntil), lte(rateLimits.blockedUntil, now)),
        or(expired, sql`${rateLimits.count} < ${room}`),
      ),
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart, blockedUntil: rateLimits.blockedUntil });
  if (!row) return { ok: false, retryAt: await retryAt(policy, key, now) };
  const slot = { policy, key, windowStart: row.windowStart };
  if (row.count < room) return { ok: true, slot, exhaustedUntil: null };
  return { ok: true, slot, exhaustedUntil: row.blockedUntil ?? later(row.windowStart, policy.windowMs) };
}

/** When a refused key gets room again: the end of its block, else of its window. */
async function retryAt(policy: LimitPolicy, key: string, now: Date): Promise<Date> {
  const db = await getDb();
  const [row] = await db
    .select({ windowStart: rateLimits.windowStart, blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(eq(rateLimits.scope, policy.scope), eq(rateLimits.key, key)));
  if (!row) return now;
  if (row.blockedUntil && row.blockedUntil > now) return row.blockedUntil;
  return later(row.windowStart, policy.windowMs);
}

/** Takes back an event that turned out not to count (a right password, an upstream failure). */
export async function release(slot: Slot, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({
      count: sql`${rateLimits.count} - 1`,
      blockedUntil: sql`CASE WHEN ${rateLimits.count} - 1 < ${slot.policy.limit} THEN NULL ELSE ${rateLimits.blockedUntil} END`,
      updatedAt: now,
    })
    // Only in the window it was counted in: a new window has already forgotten it.
    .where(
      and(
        eq(rateLimits.scope, slot.policy.scope),
        eq(rateLimits.key, slot.key),
        eq(rateLimits.windowStart, slot.windowStart),
        gt(rateLimits.count, 0),
      ),
    );
}

/** Forgets the counter of `key` (a successful login resets the document's failures). */
export async function resetHits(policy: LimitPolicy, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(and(eq(rateLimits.scope, policy.scope), eq(rateLimits.key, key)));
}

/** Notes an event of `key` that restarts its window (the last successful login of an address). */
export async function remember(policy: LimitPolicy, key: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insert(rateLimits)
    .values({ scope: policy.scope, key, count: 1, windowStart: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: { count: sql`${rateLimits.count} + 1`, windowStart: now, updatedAt: now },
    });
}

/** Whether `remember` noted `key` within the policy's window. */
export async function remembered(policy: LimitPolicy, key: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.scope, policy.scope), eq(rateLimits.key, key), gt(rateLimits.windowStart, later(now, -policy.windowMs))));
  return !!row;
}

/** Counters of scopes no longer in use are kept this long after their last event. */
const ORPHAN_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * Deletes the counters whose window and block have both ended (they would start afresh anyway);
 * returns how many. Rows of scopes not in `policies` go once untouched for ORPHAN_MS.
 */
export async function purgeExpiredLimits(policies: readonly LimitPolicy[], now = new Date()): Promise<number> {
  const ended: SQL[] = policies.map((p) => and(eq(rateLimits.scope, p.scope), lte(rateLimits.windowStart, later(now, -p.windowMs))) as SQL);
  const scopes = policies.map((p) => p.scope);
  const orphan = and(
    scopes.length ? notInArray(rateLimits.scope, scopes) : undefined,
    lte(rateLimits.updatedAt, later(now, -ORPHAN_MS)),
  ) as SQL;
  const db = await getDb();
  const deleted = await db
    .delete(rateLimits)
    .where(and(or(isNull(rateLimits.blockedUntil), lte(rateLimits.blockedUntil, now)), or(...ended, orphan)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

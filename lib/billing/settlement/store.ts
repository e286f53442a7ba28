import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, lt, lte, min, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/vendors/db/client";
import { paymentSettlements, payments } from "@/lib/vendors/db/schema";
import { insertNotification, type NewNotification } from "@/lib/notifications/store";
import type { NotificationView } from "@/lib/notifications/view";
import { LEASE_MS } from "./rules";

/** The payment_settlements table (lib/vendors/db/schema/billing.ts): one row per payment, claimed by one worker at a time. */

export type SettlementRow = typeof paymentSettlements.$inferSelect;
export type SettledPayment = typeof payments.$inferSelect;
/** A row this worker holds until `leasedUntil`, by `leaseToken`. */
export type Claimed = SettlementRow & { leaseToken: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** In the payment's own transaction: its settlement is due at once (once per payment). */
export async function queueSettlement(tx: Tx | Db, paymentId: number, now: Date): Promise<void> {
  await tx
    .insert(paymentSettlements)
    .values({ paymentId, nextAttemptAt: now })
    .onConflictDoNothing({ target: paymentSettlements.paymentId });
}

/**
 * Payments the SGP has not shown paid that have no settlement yet (recorded before
 * SGP_SETTLEMENT=portal, or by a path that did not queue one) get theirs.
 */
export async function queueUnsettledPayments(now: Date): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    insert into ${paymentSettlements} (payment_id, next_attempt_at)
    select ${payments.id}, ${now.toISOString()}::timestamptz from ${payments} where ${payments.settledAt} is null
    on conflict (payment_id) do nothing`);
}

/** Rows due for an attempt at `now` and not held by another worker, oldest due first. */
export async function dueSettlements(now: Date, limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: paymentSettlements.id })
    .from(paymentSettlements)
    .where(and(inArray(paymentSettlements.state, ["pending", "releasing"]), lte(paymentSettlements.nextAttemptAt, now), leaseFree(now)))
    .orderBy(asc(paymentSettlements.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

const leaseFree = (now: Date) => or(isNull(paymentSettlements.leasedUntil), lt(paymentSettlements.leasedUntil, now));

/**
 * Takes the row for this worker when it is due and free: one conditional UPDATE, so of two
 * instances (or the webhook's and the poll's attempts) racing for it exactly one gets it back.
 * PostgreSQL re-checks the condition on the row it waited for; PGlite runs one statement at a time.
 */
export async function claimSettlement(key: { id: number } | { paymentId: number }, now: Date): Promise<Claimed | null> {
  const db = await getDb();
  const leaseToken = randomUUID();
  const [row] = await db
    .update(paymentSettlements)
    .set({ leaseToken, leasedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${paymentSettlements.attempts} + 1` })
    .where(
      and(
        "id" in key ? eq(paymentSettlements.id, key.id) : eq(paymentSettlements.paymentId, key.paymentId),
        inArray(paymentSettlements.state, ["pending", "releasing"]),
        lte(paymentSettlements.nextAttemptAt, now),
        leaseFree(now),
      ),
    )
    .returning();
  return row ? { ...row, leaseToken } : null;
}

export async function paymentOf(row: SettlementRow): Promise<SettledPayment | null> {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId)).limit(1);
  return payment ?? null;
}

type Patch = Partial<Omit<SettlementRow, "id" | "paymentId" | "leaseToken" | "createdAt" | "updatedAt">>;

/** Writes while this worker still holds the row; false when its lease was lost to another. */
export async function saveClaimed(claimed: Claimed, patch: Patch, release = false, db?: Tx): Promise<boolean> {
  const target = db ?? (await getDb());
  const rows = await target
    .update(paymentSettlements)
    .set({ ...patch, ...(release ? { leaseToken: null, leasedUntil: null } : {}) })
    .where(and(eq(paymentSettlements.id, claimed.id), eq(paymentSettlements.leaseToken, claimed.leaseToken)))
    .returning({ id: paymentSettlements.id });
  return rows.length > 0;
}

/** The SGP shows the title paid: the payment leaves 'Pagamento em processamento' and the release check follows. */
export async function recordSettled(claimed: Claimed, settledBy: "portal" | "sgp", now: Date): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const held = await saveClaimed(
      claimed,
      { state: "releasing", settledBy, settledAt: now, contractId: claimed.contractId, attempts: 0, lastError: null, nextAttemptAt: now },
      false,
      tx,
    );
    if (held)
      await tx
        .update(payments)
        .set({ settledAt: now })
        .where(and(eq(payments.id, claimed.paymentId), isNull(payments.settledAt)));
    return held;
  });
}

/**
 * The release check is done: the row is settled, and the subscriber's notification (if any) is
 * stored in the same transaction, so it exists once however many workers got this far.
 */
export async function recordReleased(
  claimed: Claimed,
  release: string,
  notification: NewNotification | null,
): Promise<{ held: boolean; notification: NotificationView | null }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const held = await saveClaimed(claimed, { state: "settled", release, lastError: null }, true, tx);
    if (!held || !notification) return { held, notification: null };
    return { held, notification: await insertNotification(notification, tx) };
  });
}

/** Settlements waiting for the operator whose title the SGP does not list paid yet (settled by hand: gone), oldest first. */
export async function settlementsForOperator(): Promise<{ settlement: SettlementRow; payment: SettledPayment }[]> {
  const db = await getDb();
  return db
    .select({ settlement: paymentSettlements, payment: payments })
    .from(paymentSettlements)
    .innerJoin(payments, eq(payments.id, paymentSettlements.paymentId))
    .where(and(eq(paymentSettlements.state, "operator"), isNull(payments.settledAt)))
    .orderBy(asc(payments.confirmedAt));
}

/** The settlement of each of these payments, by payment id. */
export async function settlementsOf(paymentIds: readonly number[]): Promise<Map<number, SettlementRow>> {
  if (paymentIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select()
    .from(paymentSettlements)
    .where(inArray(paymentSettlements.paymentId, [...paymentIds]));
  return new Map(rows.map((row) => [row.paymentId, row]));
}

/** Payments not yet shown paid by the SGP, the oldest one's confirmation, and how many wait for the operator. */
export async function settlementBacklog(): Promise<{ unsettled: number; oldest: Date | null; operator: number }> {
  const db = await getDb();
  const [[unsettled], [operator]] = await Promise.all([
    db
      .select({ total: count(), oldest: min(payments.confirmedAt) })
      .from(payments)
      .where(isNull(payments.settledAt)),
    db
      .select({ total: count() })
      .from(paymentSettlements)
      .innerJoin(payments, eq(payments.id, paymentSettlements.paymentId))
      .where(and(eq(paymentSettlements.state, "operator"), isNull(payments.settledAt))),
  ]);
  return {
    unsettled: unsettled?.total ?? 0,
    oldest: unsettled?.oldest ? new Date(unsettled.oldest) : null,
    operator: operator?.total ?? 0,
  };
}

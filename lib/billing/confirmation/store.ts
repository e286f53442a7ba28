import "server-only";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { boletoCache, payments, pixCharges } from "@/lib/vendors/db/schema";
import type { NotificationView } from "@/lib/notifications/view";
import { insertNotification, type NewNotification } from "@/lib/notifications/store";
import { portalSettles, queueSettlement, settleAfterResponse } from "@/lib/billing/settlement";
import { readStoredBoleto, readStoredPix } from "@/lib/billing/payments/stored";
import { readyPixOf, type PixKey, type ReadyPix } from "@/lib/billing/payments/store";
import type { ConfirmedPayment, OurBoleto, OurCharge } from "./rules";

/**
 * The confirmation's persistence, the one module of the feature that speaks SQL: the payments
 * table (confirmed payments, once per end-to-end id) and the charges the portal made (pix_charges,
 * boleto_cache; what their jsonb holds is read through lib/billing/payments/stored.ts).
 */

/** Which path confirmed it first: the PIX webhook, the open dialog's poll, the reconciliation sweep, or a boleto's notification. */
export type PaymentSource = "webhook" | "poll" | "sweep" | "notification";
export type PaymentRecord = typeof payments.$inferSelect;

/** The charge the portal created under this txid (pix_charges), or null when it made none. */
export async function findOurCharge(txid: string): Promise<OurCharge | null> {
  const db = await getDb();
  const [row] = await db.select().from(pixCharges).where(eq(pixCharges.txid, txid)).limit(1);
  if (!row?.txid) return null;
  const pix = readStoredPix(row.pixData);
  return {
    txid: row.txid,
    document: row.cpfcnpj,
    invoiceId: row.invoiceId,
    amount: pix?.amount ?? null,
    payerRequest: pix?.payerRequest ?? null,
    expiresAt: row.expiresAt,
    link: pix?.pageUrl || null,
  };
}

/**
 * Records the payment and its notification in one transaction, or nothing. The insert on the
 * unique end-to-end id decides who was first: a webhook retry, a poll or another instance
 * waits on the key and then finds it taken. `notification` is non-null only for the first.
 * Every confirmation path ends here, so this is where a payment's settlement in the SGP starts
 * (SGP_SETTLEMENT=portal, lib/billing/settlement): queued in the same transaction, tried once
 * the response has been sent, and swept until done.
 */
export async function recordPayment(
  payment: ConfirmedPayment,
  source: PaymentSource,
  notification: Omit<NewNotification, "document">,
): Promise<{ record: PaymentRecord; notification: NotificationView | null }> {
  const db = await getDb();
  const settles = portalSettles();
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        method: payment.method,
        endToEndId: payment.endToEndId,
        txid: payment.txid,
        invoiceId: payment.invoiceId,
        clienteDocumento: payment.document,
        valor: payment.amount,
        paidAt: payment.paidAt,
        source,
      })
      .onConflictDoNothing({ target: payments.endToEndId })
      .returning();
    if (!row) return null;
    const stored = await insertNotification({ ...notification, document: payment.document }, tx);
    await tx.update(payments).set({ notificationId: stored.id }).where(eq(payments.id, row.id));
    if (settles) await queueSettlement(tx, row.id, new Date());
    return { record: { ...row, notificationId: stored.id }, notification: stored };
  });
  if (inserted) {
    if (settles) settleAfterResponse(inserted.record.id);
    return inserted;
  }
  const [existing] = await db.select().from(payments).where(eq(payments.endToEndId, payment.endToEndId)).limit(1);
  if (!existing) throw new Error("pagamento não encontrado após conflito");
  return { record: existing, notification: null };
}

/**
 * The boleto the portal issued as this charge (boleto_cache, where a boleto stays while its
 * invoice is open and the boleto payable), or null when it issued none. The charge id is looked
 * for where either shape of boleto_data keeps it (lib/billing/payments/stored.ts).
 */
export async function findOurBoleto(chargeId: number): Promise<OurBoleto | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(boletoCache)
    .where(
      and(
        eq(boletoCache.status, "ready"),
        sql`coalesce(${boletoCache.boletoData}->>'chargeId', ${boletoCache.boletoData}->'detalhes_completos'->'data'->>'charge_id') = ${String(chargeId)}`,
      ),
    )
    .orderBy(desc(boletoCache.createdAt))
    .limit(1);
  const boleto = readStoredBoleto(row?.boletoData);
  if (!row || !boleto) return null;
  return {
    chargeId,
    document: row.cpfcnpj,
    invoiceId: row.invoiceId,
    documentNumber: row.numeroDocumento,
    totalCents: boleto.totalCents,
  };
}

/** The portal's charges with no recorded payment that expire after `expiringAfter` (still in pix_charges). */
export async function unpaidCharges(expiringAfter: Date): Promise<{ txid: string; createdAt: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({ txid: pixCharges.txid, createdAt: pixCharges.createdAt })
    .from(pixCharges)
    .leftJoin(payments, eq(payments.txid, pixCharges.txid))
    .where(and(eq(pixCharges.status, "ready"), isNotNull(pixCharges.txid), gt(pixCharges.expiresAt, expiringAfter), isNull(payments.id)));
  return rows.flatMap((row) => (row.txid ? [{ txid: row.txid, createdAt: row.createdAt }] : []));
}

/** The recorded payment of a charge, if any. */
export async function paymentOfCharge(txid: string): Promise<PaymentRecord | null> {
  const db = await getDb();
  const [row] = await db.select().from(payments).where(eq(payments.txid, txid)).orderBy(asc(payments.paidAt)).limit(1);
  return row ?? null;
}

/** Invoice ids of the customer with a recorded payment the SGP has not shown paid yet. */
export async function unsettledInvoiceIds(document: string): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db
    .select({ invoiceId: payments.invoiceId })
    .from(payments)
    .where(and(eq(payments.clienteDocumento, document), isNull(payments.settledAt)));
  return new Set(rows.map((row) => row.invoiceId));
}

/** Marks the customer's payments of these invoices settled (the SGP shows them paid). */
export async function settleInvoices(document: string, invoiceIds: readonly string[], now: Date = new Date()): Promise<number> {
  if (invoiceIds.length === 0) return 0;
  const db = await getDb();
  const settled = await db
    .update(payments)
    .set({ settledAt: now })
    .where(and(eq(payments.clienteDocumento, document), inArray(payments.invoiceId, [...invoiceIds]), isNull(payments.settledAt)))
    .returning({ id: payments.id });
  return settled.length;
}

/** Payments confirmed before `before` and still unsettled, oldest first. */
export async function unsettledSince(before: Date): Promise<PaymentRecord[]> {
  const db = await getDb();
  return db
    .select()
    .from(payments)
    .where(and(isNull(payments.settledAt), lt(payments.confirmedAt, before)))
    .orderBy(asc(payments.confirmedAt));
}

/** The charge handed out for an invoice, which a PIX answered without script follows; null while none is ready. */
export async function followedPix(key: PixKey): Promise<ReadyPix | null> {
  return readyPixOf(await getDb(), key);
}

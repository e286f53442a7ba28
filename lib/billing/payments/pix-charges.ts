import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/vendors/db/client";
import { pixCharges } from "@/lib/vendors/db/schema";
import type { PixChargeResponse } from "@/lib/vendors/efi/types";
import { claimTableStore } from "./claim-table";
import type { ClaimStore } from "./generation";
import type { PixView } from "./types";

/**
 * The PIX charge of each open invoice (pix_charges): one row per (tax id,
 * invoice), reused while it is active and has time left to be paid.
 */

const t = pixCharges;
export type PixChargeRow = typeof pixCharges.$inferSelect;
type StoredPix = PixChargeResponse["pix"];

/** A charge about to expire is not handed out: the customer needs time to open the bank app and pay. */
export const PIX_REUSE_MARGIN_MS = 5 * 60_000;

const cents = (value: number) => Math.round(value * 100);

/** When the charge stops being payable: its creation plus its expiry in seconds (Efí's calendario). */
export function pixExpiresAt(pix: StoredPix): Date | null {
  const created = Date.parse(pix.detalhes.calendario.criacao);
  if (!Number.isFinite(created)) return null;
  return new Date(created + pix.detalhes.calendario.expiracao * 1000);
}

/** Whether the charge asks for exactly the invoice's amount. */
export function sameAmount(pix: StoredPix, valor: number): boolean {
  return cents(Number(pix.detalhes.valor.original)) === cents(valor);
}

export function isReusablePix(row: PixChargeRow, valor: number, now: Date = new Date()): boolean {
  if (row.status !== "ready" || row.pixData === null || row.expiresAt === null) return false;
  if (row.expiresAt.getTime() - now.getTime() <= PIX_REUSE_MARGIN_MS) return false;
  const pix = row.pixData as StoredPix;
  return pix.detalhes.status.toUpperCase() === "ATIVA" && sameAmount(pix, valor);
}

export function toPixView(pix: StoredPix, expiresAt: Date | null, now: Date = new Date()): PixView {
  const remaining = expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)) : pix.detalhes.calendario.expiracao;
  return { ...pix, segundosRestantes: remaining };
}

export function pixClaimStore(db: Db, key: { cpfcnpj: string; invoiceId: string }): ClaimStore<PixChargeRow> {
  const fresh = { txid: null, pixData: null, expiresAt: null, status: "pending" as const };
  return claimTableStore(db, t, {
    sameKey: and(eq(t.cpfcnpj, key.cpfcnpj), eq(t.invoiceId, key.invoiceId)),
    keyColumns: [t.cpfcnpj, t.invoiceId],
    pending: { ...key, ...fresh },
    // An unfinished row keeps its txid: the charge it names may exist and is looked up first.
    replacing: (row) => ({ ...fresh, txid: row.status === "pending" ? row.txid : null }),
  });
}

export async function completePix(db: Db, lockToken: string, pix: StoredPix): Promise<boolean> {
  const done = await db
    .update(t)
    .set({
      status: "ready",
      txid: pix.detalhes.txid,
      pixData: pix,
      expiresAt: pixExpiresAt(pix),
      lockToken: null,
      lockedUntil: null,
    })
    .where(eq(t.lockToken, lockToken))
    .returning({ id: t.id });
  return done.length > 0;
}

/**
 * Adds the gateway's payment link to a stored charge, which was handed out before the link was
 * known; only that field is written, whatever else became of the row meanwhile.
 */
export async function setPixLink(db: Db, txid: string, link: string): Promise<void> {
  await db
    .update(t)
    .set({ pixData: sql`jsonb_set(${t.pixData}, '{link_responsivo}', to_jsonb(${link}::text))` })
    .where(and(eq(t.txid, txid), eq(t.status, "ready")));
}

/** Records the txid before the gateway is asked, so a charge whose answer is lost can be found again. */
export async function assignPixTxid(db: Db, lockToken: string, txid: string): Promise<void> {
  await db.update(t).set({ txid }).where(eq(t.lockToken, lockToken));
}

/** Expired charges of the customer are of no further use. */
export async function purgeExpiredPix(db: Db, cpfcnpj: string, now: Date = new Date()): Promise<void> {
  await db.delete(t).where(and(eq(t.cpfcnpj, cpfcnpj), eq(t.status, "ready"), lte(t.expiresAt, now)));
}

/** The charge handed out for an invoice (one row per invoice), or null while none is ready. */
export async function readyPixOf(
  db: Db,
  key: { cpfcnpj: string; invoiceId: string },
): Promise<{ txid: string; pix: StoredPix; expiresAt: Date | null } | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.cpfcnpj, key.cpfcnpj), eq(t.invoiceId, key.invoiceId), eq(t.status, "ready")))
    .limit(1);
  if (!row?.txid || row.pixData === null) return null;
  return { txid: row.txid, pix: row.pixData as StoredPix, expiresAt: row.expiresAt };
}

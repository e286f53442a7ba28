import "server-only";
import { and, desc, eq, gt, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { IndexColumn } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/vendors/db/client";
import { boletoCache, pixCharges, type GenerationStatus } from "@/lib/vendors/db/schema";
import type { CreatedPix, IssuedBoleto } from "@/lib/vendors/efi/types";
import { readStoredPix } from "./stored";

/**
 * The payments' persistence, the one module of the feature that speaks SQL: the claims of
 * generation.ts on their rows, the boleto cache (boleto_cache, docs/SPEC.md §4 Boleto cache) and
 * the PIX charges (pix_charges). What the jsonb columns hold is declared in stored.ts.
 */

export { getDb, type Db };

export type BoletoCacheRow = typeof boletoCache.$inferSelect;
export type PixChargeRow = typeof pixCharges.$inferSelect;

/* ---- Claims (generation.ts) ---- */

export type ClaimRow = { status: GenerationStatus; lockToken: string | null; lockedUntil: Date | null };

export interface ClaimStore<R extends ClaimRow> {
  find(): Promise<R | undefined>;
  /** Inserts a pending row owned by `lock`; false when a row exists already. */
  insertPending(lock: string, lockedUntil: Date): Promise<boolean>;
  /** Makes `row` pending and owned by `lock`, only if nobody changed it since it was read. */
  takeOver(row: R, lock: string, lockedUntil: Date): Promise<boolean>;
}

const CLAIM_TABLES = { pix: pixCharges, boleto: boletoCache };
type ClaimTable = (typeof CLAIM_TABLES)[keyof typeof CLAIM_TABLES];

type ClaimTableSpec<T extends ClaimTable> = {
  /** The row's unique key, as a condition and as the insert's conflict target. */
  sameKey: SQL | undefined;
  keyColumns: IndexColumn[];
  /** The whole new pending row, key included. */
  pending: T["$inferInsert"];
  /** What a takeover writes over `row`, besides the new owner. */
  replacing: (row: T["$inferSelect"]) => Partial<T["$inferInsert"]>;
};

/** The claim of generation.ts on a row of one of its tables (boleto_cache, pix_charges). */
function claimTableStore<T extends ClaimTable>(db: Db, table: T, spec: ClaimTableSpec<T>): ClaimStore<T["$inferSelect"]> {
  const t: ClaimTable = table;
  return {
    async find() {
      const [row] = await db.select().from(t).where(spec.sameKey).limit(1);
      return row;
    },
    async insertPending(lockToken, lockedUntil) {
      const inserted = await db
        .insert(t)
        .values({ ...spec.pending, lockToken, lockedUntil })
        .onConflictDoNothing({ target: spec.keyColumns })
        .returning({ id: t.id });
      return inserted.length > 0;
    },
    async takeOver(row, lockToken, lockedUntil) {
      // Compare-and-set on what was read: of two requests taking over one row, one matches.
      const unchanged = row.lockToken === null ? and(eq(t.status, row.status), isNull(t.lockToken)) : eq(t.lockToken, row.lockToken);
      // A replacement is a new entry: its creation time orders it among the most recent.
      const taken = await db
        .update(t)
        .set({ ...spec.replacing(row), lockToken, lockedUntil, createdAt: new Date() })
        .where(and(eq(t.id, row.id), unchanged))
        .returning({ id: t.id });
      return taken.length > 0;
    },
  };
}

/**
 * After a failed generation whose outcome is unknown (timeout, lost answer, 5xx), the
 * owner gives up its row but leaves it pending: the next request takes it over at once
 * and first looks for the charge this attempt may have created (claimGeneration's
 * `unfinished`), instead of creating a second one.
 */
export async function abandonClaim(db: Db, kind: keyof typeof CLAIM_TABLES, lockToken: string): Promise<void> {
  const table = CLAIM_TABLES[kind];
  await db.update(table).set({ lockedUntil: new Date() }).where(eq(table.lockToken, lockToken));
}

/* ---- Boleto cache: one entry per (tax id, invoice number) ---- */

const b = boletoCache;

export type BoletoKey = { cpfcnpj: string; numeroDocumento: string };
export type BoletoInvoice = { invoiceId: string; valor: number; dataVencimento: string };

const sameBoletoKey = (key: BoletoKey) => and(eq(b.cpfcnpj, key.cpfcnpj), eq(b.numeroDocumento, key.numeroDocumento));

export function boletoClaimStore(db: Db, key: BoletoKey, invoice: BoletoInvoice): ClaimStore<BoletoCacheRow> {
  const fresh = { ...invoice, boletoData: null, expireAt: null, status: "pending" as const };
  return claimTableStore(db, b, {
    sameKey: sameBoletoKey(key),
    keyColumns: [b.cpfcnpj, b.numeroDocumento],
    pending: { ...key, ...fresh },
    replacing: () => fresh,
  });
}

/** Stores the issued boleto (valid until `expireAt`) on the row this request owns; false when the claim was lost meanwhile. */
export async function completeBoleto(db: Db, lockToken: string, boleto: IssuedBoleto, expireAt: Date | null): Promise<boolean> {
  const done = await db
    .update(b)
    .set({ status: "ready", boletoData: boleto, expireAt, lockToken: null, lockedUntil: null })
    .where(eq(b.lockToken, lockToken))
    .returning({ id: b.id });
  return done.length > 0;
}

/** Gives a claim back after the gateway refused to create the boleto: nothing to recover, the next request starts afresh. */
export async function releaseBoleto(db: Db, lockToken: string): Promise<void> {
  await db.delete(b).where(eq(b.lockToken, lockToken));
}

/** Keeps the customer's `limit` most recent entries; generations in progress are left alone. */
export async function pruneBoletoCache(db: Db, cpfcnpj: string, limit: number): Promise<void> {
  const keep = db.select({ id: b.id }).from(b).where(eq(b.cpfcnpj, cpfcnpj)).orderBy(desc(b.createdAt), desc(b.id)).limit(limit);
  await db.delete(b).where(and(eq(b.cpfcnpj, cpfcnpj), eq(b.status, "ready"), notInArray(b.id, keep)));
}

/**
 * Removes the customer's entries of invoices other than `open` (expired ones too), and their
 * abandoned attempts: an invoice since paid or cancelled has nothing left to recover.
 */
export async function purgeBoletoCache(db: Db, cpfcnpj: string, open: readonly string[], now: Date): Promise<void> {
  const notOpen = notInArray(b.numeroDocumento, [...open]);
  await db
    .delete(b)
    .where(
      and(
        eq(b.cpfcnpj, cpfcnpj),
        or(
          and(eq(b.status, "ready"), or(notOpen, isNull(b.expireAt), lte(b.expireAt, now))),
          and(eq(b.status, "pending"), lte(b.lockedUntil, now), notOpen),
        ),
      ),
    );
}

/** The customer's finished entries. */
export async function readyBoletos(db: Db, cpfcnpj: string): Promise<BoletoCacheRow[]> {
  return db
    .select()
    .from(b)
    .where(and(eq(b.cpfcnpj, cpfcnpj), eq(b.status, "ready")));
}

/** The customer's entries of invoices other than `numbers` that a purge would drop while they are still worth keeping. */
export async function boletosOffThePage(
  db: Db,
  cpfcnpj: string,
  numbers: readonly string[],
  now: Date,
): Promise<{ numeroDocumento: string; invoiceId: string }[]> {
  return db
    .select({ numeroDocumento: b.numeroDocumento, invoiceId: b.invoiceId })
    .from(b)
    .where(
      and(
        eq(b.cpfcnpj, cpfcnpj),
        notInArray(b.numeroDocumento, [...numbers]),
        or(and(eq(b.status, "ready"), gt(b.expireAt, now)), and(eq(b.status, "pending"), lte(b.lockedUntil, now))),
      ),
    );
}

/* ---- PIX charges: one row per (tax id, invoice) ---- */

const p = pixCharges;

export type PixKey = { cpfcnpj: string; invoiceId: string };

export function pixClaimStore(db: Db, key: PixKey): ClaimStore<PixChargeRow> {
  const fresh = { txid: null, pixData: null, expiresAt: null, status: "pending" as const };
  return claimTableStore(db, p, {
    sameKey: and(eq(p.cpfcnpj, key.cpfcnpj), eq(p.invoiceId, key.invoiceId)),
    keyColumns: [p.cpfcnpj, p.invoiceId],
    pending: { ...key, ...fresh },
    // An unfinished row keeps its txid: the charge it names may exist and is looked up first.
    replacing: (row) => ({ ...fresh, txid: row.status === "pending" ? row.txid : null }),
  });
}

/** Stores the charge (payable until `expiresAt`) on the row this request owns; false when the claim was lost meanwhile. */
export async function completePix(db: Db, lockToken: string, pix: CreatedPix, expiresAt: Date | null): Promise<boolean> {
  const done = await db
    .update(p)
    .set({ status: "ready", txid: pix.txid, pixData: pix, expiresAt, lockToken: null, lockedUntil: null })
    .where(eq(p.lockToken, lockToken))
    .returning({ id: p.id });
  return done.length > 0;
}

/**
 * Adds the gateway's payment link to a stored charge, which was handed out before the link was
 * known; only that field is written, whatever else became of the row meanwhile. A row stored in
 * the former shape (stored.ts) keeps it and gets the link under that shape's name.
 */
export async function setPixLink(db: Db, txid: string, link: string): Promise<void> {
  const value = sql`to_jsonb(${link}::text)`;
  await db
    .update(p)
    .set({
      pixData: sql`case when ${p.pixData}->'detalhes' is not null
        then jsonb_set(${p.pixData}, '{link_responsivo}', ${value})
        else jsonb_set(${p.pixData}, '{pageUrl}', ${value}) end`,
    })
    .where(and(eq(p.txid, txid), eq(p.status, "ready")));
}

/** Records the txid before the gateway is asked, so a charge whose answer is lost can be found again. */
export async function assignPixTxid(db: Db, lockToken: string, txid: string): Promise<void> {
  await db.update(p).set({ txid }).where(eq(p.lockToken, lockToken));
}

/** Expired charges of the customer are of no further use. */
export async function purgeExpiredPix(db: Db, cpfcnpj: string, now: Date = new Date()): Promise<void> {
  await db.delete(p).where(and(eq(p.cpfcnpj, cpfcnpj), eq(p.status, "ready"), lte(p.expiresAt, now)));
}

export type ReadyPix = { txid: string; pix: CreatedPix; expiresAt: Date | null };

/** The charge handed out for an invoice (one row per invoice), or null while none is ready (or it does not read). */
export async function readyPixOf(db: Db, key: PixKey): Promise<ReadyPix | null> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.cpfcnpj, key.cpfcnpj), eq(p.invoiceId, key.invoiceId), eq(p.status, "ready")))
    .limit(1);
  const pix = readStoredPix(row?.pixData);
  if (!row?.txid || !pix) return null;
  return { txid: row.txid, pix, expiresAt: row.expiresAt };
}

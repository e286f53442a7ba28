import "server-only";
import { and, desc, eq, gt, isNull, lte, notInArray, or } from "drizzle-orm";
import { z } from "zod";
import { addDaysToDateString } from "@/lib/shared/br/calendar";
import { parseDateInput } from "@/lib/shared/br/dates";
import type { Db } from "@/lib/vendors/db/client";
import { boletoCache } from "@/lib/vendors/db/schema";
import type { BoletoResponse } from "@/lib/vendors/efi/types";
import type { StillOpen } from "@/lib/billing/invoices/rules";
import { claimTableStore } from "./claim-table";
import type { ClaimStore } from "./generation";
import type { BoletoView } from "./types";

/**
 * The boleto cache (docs/SPEC.md §3 Cached boleto, §4 Boleto cache), kept in the
 * database instead of the browser so every device and instance sees it:
 * one entry per (tax id, numeroDocumento), reused only while the invoice is
 * open and the boleto has not expired, at most the 50 most recent per customer.
 */

const t = boletoCache;
export type BoletoCacheRow = typeof boletoCache.$inferSelect;
export const BOLETO_CACHE_LIMIT = 50;

export type BoletoKey = { cpfcnpj: string; numeroDocumento: string };
export type BoletoInvoice = { invoiceId: string; valor: number; dataVencimento: string };

const cents = (value: number) => Math.round(value * 100);

/**
 * What boleto_data holds, read back through this declared type rather than a cast: the boleto as
 * generated, with only what the gateway gave (a plain boleto has no PIX, docs/UPSTREAMS.md §2.3).
 * A row that does not read so is not reused: the customer gets a fresh boleto instead of a broken one.
 */
const storedBoletoSchema: z.ZodType<BoletoResponse["boleto"]> = z.object({
  valor: z.number(),
  codigo_barras: z.string().min(1),
  link_boleto: z.string().min(1).nullable(),
  detalhes_completos: z.object({
    data: z.object({
      charge_id: z.number().int(),
      total: z.number().int(),
      status: z.string(),
      barcode: z.string().min(1),
      link: z.string().min(1).optional(),
      billet_link: z.string().min(1).optional(),
      pdf: z.object({ charge: z.string().min(1) }).optional(),
      expire_at: z.string().min(1),
      pix: z.object({ qrcode: z.string().min(1), qrcode_image: z.string().min(1) }).optional(),
    }),
  }),
});

function storedBoleto(row: BoletoCacheRow): BoletoResponse["boleto"] | null {
  const parsed = storedBoletoSchema.safeParse(row.boletoData);
  return parsed.success ? parsed.data : null;
}

/**
 * A boleto stays payable through its due date, so it is valid until the start
 * of the next day in São Paulo. Null when the gateway sent an unreadable date.
 */
export function boletoValidUntil(expireAt: string): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(expireAt.trim())?.[0];
  if (!day) return null;
  try {
    return parseDateInput(addDaysToDateString(day, 1));
  } catch {
    return null;
  }
}

/**
 * Reusable while generated, unexpired and still for the invoice's current amount
 * (a boleto for an old amount would be paid short; the spec's rules never reuse more than this).
 */
export function isReusableBoleto(row: BoletoCacheRow, valor: number, now: Date = new Date()): boolean {
  return (
    row.status === "ready" &&
    storedBoleto(row) !== null &&
    row.expireAt !== null &&
    row.expireAt.getTime() > now.getTime() &&
    row.valor !== null &&
    cents(row.valor) === cents(valor)
  );
}

/** The view of a reusable row (isReusableBoleto has read its boleto). */
export function toBoletoView(row: BoletoCacheRow): BoletoView {
  const boleto = storedBoleto(row);
  if (!boleto) throw new TypeError("boleto_cache: boleto_data ilegível numa entrada reutilizada");
  return {
    numeroDocumento: row.numeroDocumento,
    dataVencimento: row.dataVencimento ?? "",
    valor: row.valor ?? 0,
    dataGeracao: row.createdAt.toISOString(),
    boleto,
  };
}

const sameKey = (key: BoletoKey) => and(eq(t.cpfcnpj, key.cpfcnpj), eq(t.numeroDocumento, key.numeroDocumento));

export function boletoClaimStore(db: Db, key: BoletoKey, invoice: BoletoInvoice): ClaimStore<BoletoCacheRow> {
  const fresh = { ...invoice, boletoData: null, expireAt: null, status: "pending" as const };
  return claimTableStore(db, t, {
    sameKey: sameKey(key),
    keyColumns: [t.cpfcnpj, t.numeroDocumento],
    pending: { ...key, ...fresh },
    replacing: () => fresh,
  });
}

/** Stores the generated boleto on the row this request owns; false when the claim was lost meanwhile. */
export async function completeBoleto(db: Db, lockToken: string, boleto: BoletoResponse["boleto"]): Promise<boolean> {
  const done = await db
    .update(t)
    .set({
      status: "ready",
      boletoData: boleto,
      expireAt: boletoValidUntil(boleto.detalhes_completos.data.expire_at),
      lockToken: null,
      lockedUntil: null,
    })
    .where(eq(t.lockToken, lockToken))
    .returning({ id: t.id });
  return done.length > 0;
}

/** Gives a claim back after the gateway refused to create the boleto: nothing to recover, the next request starts afresh. */
export async function releaseBoleto(db: Db, lockToken: string): Promise<void> {
  await db.delete(t).where(eq(t.lockToken, lockToken));
}

/** Keeps the customer's `limit` most recent entries; generations in progress are left alone. */
export async function pruneBoletoCache(db: Db, cpfcnpj: string, limit = BOLETO_CACHE_LIMIT): Promise<void> {
  const keep = db.select({ id: t.id }).from(t).where(eq(t.cpfcnpj, cpfcnpj)).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
  await db.delete(t).where(and(eq(t.cpfcnpj, cpfcnpj), eq(t.status, "ready"), notInArray(t.id, keep)));
}

/**
 * On each invoice refresh: removes the customer's entries of invoices no longer
 * open and expired ones, then answers which open invoices have a reusable boleto.
 * `open` is the listed page; with `stillOpen` (the page is not the whole list) an entry
 * of an invoice off the page is kept while that says it is open.
 */
export async function syncBoletoCache(
  db: Db,
  cpfcnpj: string,
  open: readonly { numeroDocumento: string; valor: number }[],
  now: Date = new Date(),
  stillOpen?: StillOpen,
): Promise<Set<string>> {
  const numbers = open.map((invoice) => invoice.numeroDocumento);
  const kept = stillOpen ? await openOffThePage(db, cpfcnpj, numbers, now, stillOpen) : [];
  const notOpen = notInArray(t.numeroDocumento, [...numbers, ...kept]);
  await db.delete(t).where(
    and(
      eq(t.cpfcnpj, cpfcnpj),
      or(
        and(eq(t.status, "ready"), or(notOpen, isNull(t.expireAt), lte(t.expireAt, now))),
        // An abandoned attempt for an invoice since paid or cancelled has nothing left to recover.
        and(eq(t.status, "pending"), lte(t.lockedUntil, now), notOpen),
      ),
    ),
  );
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.cpfcnpj, cpfcnpj), eq(t.status, "ready")));
  const valueOf = new Map(open.map((invoice) => [invoice.numeroDocumento, invoice.valor]));
  return new Set(
    rows
      .filter((row) => valueOf.has(row.numeroDocumento) && isReusableBoleto(row, valueOf.get(row.numeroDocumento)!, now))
      .map((row) => row.numeroDocumento),
  );
}

/** The numbers of the entries off the page that the purge would drop and whose invoice is still open. */
async function openOffThePage(db: Db, cpfcnpj: string, numbers: readonly string[], now: Date, stillOpen: StillOpen): Promise<string[]> {
  const rows = await db
    .select({ numeroDocumento: t.numeroDocumento, invoiceId: t.invoiceId })
    .from(t)
    .where(
      and(
        eq(t.cpfcnpj, cpfcnpj),
        notInArray(t.numeroDocumento, [...numbers]),
        or(and(eq(t.status, "ready"), gt(t.expireAt, now)), and(eq(t.status, "pending"), lte(t.lockedUntil, now))),
      ),
    );
  const open = await Promise.all(rows.map((row) => stillOpen(row.invoiceId)));
  return rows.filter((_, index) => open[index]).map((row) => row.numeroDocumento);
}

import "server-only";
import { addDaysToDateString } from "@/lib/shared/br/calendar";
import { parseDateInput } from "@/lib/shared/br/dates";
import type { StillOpen } from "@/lib/billing/invoices/rules";
import { readStoredBoleto } from "./stored";
import { boletosOffThePage, purgeBoletoCache, readyBoletos, type BoletoCacheRow, type Db } from "./store";
import type { BoletoView } from "./types";

/**
 * The boleto cache (docs/SPEC.md §3 Cached boleto, §4 Boleto cache), kept in the
 * database instead of the browser so every device and instance sees it:
 * one entry per (tax id, invoice number), reused only while the invoice is
 * open and the boleto has not expired, at most the 50 most recent per customer.
 * Its rows are read and written in store.ts.
 */

export const BOLETO_CACHE_LIMIT = 50;

const cents = (value: number) => Math.round(value * 100);

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
    // A boleto_data that reads as no boleto (stored.ts) is not reused: a fresh boleto replaces it.
    readStoredBoleto(row.boletoData) !== null &&
    row.expireAt !== null &&
    row.expireAt.getTime() > now.getTime() &&
    row.valor !== null &&
    cents(row.valor) === cents(valor)
  );
}

/** The view of a reusable row (isReusableBoleto has read its boleto). */
export function toBoletoView(row: BoletoCacheRow): BoletoView {
  const boleto = readStoredBoleto(row.boletoData);
  if (!boleto) throw new TypeError("boleto_cache: boleto_data ilegível numa entrada reutilizada");
  return {
    documentNumber: row.numeroDocumento,
    dueDate: row.dataVencimento ?? "",
    amount: row.valor ?? 0,
    generatedAt: row.createdAt.toISOString(),
    boleto,
  };
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
  await purgeBoletoCache(db, cpfcnpj, [...numbers, ...kept], now);
  if (numbers.length === 0) return new Set();
  const rows = await readyBoletos(db, cpfcnpj);
  const valueOf = new Map(open.map((invoice) => [invoice.numeroDocumento, invoice.valor]));
  return new Set(
    rows
      .filter((row) => valueOf.has(row.numeroDocumento) && isReusableBoleto(row, valueOf.get(row.numeroDocumento)!, now))
      .map((row) => row.numeroDocumento),
  );
}

/** The numbers of the entries off the page that the purge would drop and whose invoice is still open. */
async function openOffThePage(db: Db, cpfcnpj: string, numbers: readonly string[], now: Date, stillOpen: StillOpen): Promise<string[]> {
  const rows = await boletosOffThePage(db, cpfcnpj, numbers, now);
  const open = await Promise.all(rows.map((row) => stillOpen(row.invoiceId)));
  return rows.filter((_, index) => open[index]).map((row) => row.numeroDocumento);
}

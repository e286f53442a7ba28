import { daysUntil } from "@/lib/br/calendar";
import type { Invoice } from "@/lib/sgp/types";

/**
 * What counts as open, next and overdue (spec §4), and an invoice's number. Pure domain rules,
 * shared by the pages, the payment module, the reminders and the tests.
 */

export type InvoiceState = "overdue" | "open" | "paid";

export function isOpenInvoice(invoice: Pick<Invoice, "status">): boolean {
  return invoice.status === "aberto";
}

/** Only aberto invoices count as open (spec §4), earliest due date first. */
export function openInvoices<T extends Pick<Invoice, "status" | "dataVencimento">>(invoices: readonly T[]): T[] {
  return invoices.filter(isOpenInvoice).sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento));
}

export function nextOpenInvoice<T extends Pick<Invoice, "status" | "dataVencimento">>(invoices: readonly T[]): T | null {
  return openInvoices(invoices)[0] ?? null;
}

/** Overdue means the due date is before today in São Paulo (spec §4). */
export function isOverdue(dueDate: string, now: Date = new Date()): boolean {
  const days = daysUntil(dueDate, now);
  return days !== null && days < 0;
}

export function invoiceState(invoice: Pick<Invoice, "status" | "dataVencimento">, now: Date = new Date()): InvoiceState {
  if (invoice.status === "pago") return "paid";
  return isOverdue(invoice.dataVencimento, now) ? "overdue" : "open";
}

/** An invoice's document number, or its id when the SGP sent none (also the boleto cache key). */
export function invoiceNumber(invoice: Pick<Invoice, "numeroDocumento" | "id">): string {
  return invoice.numeroDocumento || String(invoice.id);
}

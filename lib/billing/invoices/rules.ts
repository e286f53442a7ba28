import { daysUntil } from "@/lib/shared/br/calendar";
import type { Invoice } from "@/lib/vendors/sgp/types";

/**
 * What counts as open, next and overdue (docs/SPEC.md §4), and an invoice's number. Pure domain rules,
 * shared by the pages, the payment module, the reminders and the tests.
 */

export type InvoiceState = "overdue" | "open" | "paid";

export function isOpenInvoice(invoice: Pick<Invoice, "status">): boolean {
  return invoice.status === "aberto";
}

/**
 * Whether an invoice not on the listed page is still open, for the rules that drop what the portal keeps
 * about invoices no longer open (docs/SPEC.md §4 'Boleto cache'). Absent when the list is complete.
 */
export type StillOpen = (invoiceId: string) => Promise<boolean>;

/** Only aberto invoices count as open (docs/SPEC.md §4), earliest due date first. */
export function openInvoices<T extends Pick<Invoice, "status" | "dueDate">>(invoices: readonly T[]): T[] {
  return invoices.filter(isOpenInvoice).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

export function nextOpenInvoice<T extends Pick<Invoice, "status" | "dueDate">>(invoices: readonly T[]): T | null {
  return openInvoices(invoices)[0] ?? null;
}

/** Overdue means the due date is before today in São Paulo (docs/SPEC.md §4). */
export function isOverdue(dueDate: string, now: Date = new Date()): boolean {
  const days = daysUntil(dueDate, now);
  return days !== null && days < 0;
}

export function invoiceState(invoice: Pick<Invoice, "status" | "dueDate">, now: Date = new Date()): InvoiceState {
  if (invoice.status === "pago") return "paid";
  return isOverdue(invoice.dueDate, now) ? "overdue" : "open";
}

/** An invoice's document number, or its id when the SGP sent none (also the boleto cache key). */
export function invoiceNumber(invoice: Pick<Invoice, "documentNumber" | "id">): string {
  return invoice.documentNumber || String(invoice.id);
}

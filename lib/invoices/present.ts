import { daysUntil } from "@/lib/br/calendar";
import { formatDate } from "@/lib/br/dates";
import type { Invoice } from "@/lib/sgp/types";
import { invoiceMessages as m } from "./messages";

/**
 * How invoices are shown (docs/SPEC.md §2, §4): which one is next, whether it is
 * overdue, its days text and status badge, and the recent payments. Pure, so
 * the logged-in pages, the public invoice page and the tests share them.
 */

export type InvoiceState = "overdue" | "open" | "paid";

/** The dashboard lists this many recent payments (docs/SPEC.md §9). */
export const DASHBOARD_PAID_COUNT = 3;

export function isOpenInvoice(invoice: Pick<Invoice, "status">): boolean {
  return invoice.status === "aberto";
}

/** Only aberto invoices count as open (docs/SPEC.md §4), earliest due date first. */
export function openInvoices<T extends Pick<Invoice, "status" | "dataVencimento">>(invoices: readonly T[]): T[] {
  return invoices.filter(isOpenInvoice).sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento));
}

export function nextOpenInvoice<T extends Pick<Invoice, "status" | "dataVencimento">>(invoices: readonly T[]): T | null {
  return openInvoices(invoices)[0] ?? null;
}

/** Overdue means the due date is before today in São Paulo (docs/SPEC.md §4). */
export function isOverdue(dueDate: string, now: Date = new Date()): boolean {
  const days = daysUntil(dueDate, now);
  return days !== null && days < 0;
}

export function invoiceState(invoice: Pick<Invoice, "status" | "dataVencimento">, now: Date = new Date()): InvoiceState {
  if (invoice.status === "pago") return "paid";
  return isOverdue(invoice.dataVencimento, now) ? "overdue" : "open";
}

export const INVOICE_STATE_BADGE = {
  overdue: { label: m.status.overdue, variant: "destructive" },
  open: { label: m.status.open, variant: "warning" },
  paid: { label: m.status.paid, variant: "success" },
} as const satisfies Record<InvoiceState, { label: string; variant: string }>;

/** 'Vence em N dias', 'Vence amanhã', 'Vence hoje', 'Vencida há N dias'; '' for an unreadable date. */
export function dueDaysText(dueDate: string, now: Date = new Date()): string {
  const days = daysUntil(dueDate, now);
  if (days === null) return "";
  if (days > 1) return m.days.later(days);
  if (days === 1) return m.days.tomorrow;
  if (days === 0) return m.days.today;
  return days === -1 ? m.days.overdueOne : m.days.overdue(-days);
}

/**
 * What the paid-history list and the dashboard show of a paid invoice; plain data for client
 * components, with the label and the payment date already written (so no date library ships).
 */
export type PaidInvoiceView = {
  id: number;
  /** invoiceLabel of the invoice. */
  title: string;
  /** The payment date (the due date when the SGP sent none) as dd/mm/yyyy in São Paulo. */
  paidOn: string;
  numeroDocumento: string;
  demonstrativo: string;
  dataVencimento: string;
  dataPagamento: string | null;
  valorPago: number;
  link: string | null;
  linkCobranca: string | null;
};

export function toPaidInvoiceView(invoice: Invoice): PaidInvoiceView {
  return {
    id: invoice.id,
    title: invoiceLabel(invoice),
    paidOn: formatDate(invoice.dataPagamento ?? invoice.dataVencimento),
    numeroDocumento: invoiceNumber(invoice),
    demonstrativo: invoice.demonstrativo,
    dataVencimento: invoice.dataVencimento,
    dataPagamento: invoice.dataPagamento,
    valorPago: invoice.valorPago ?? invoice.valorCorrigido,
    link: invoice.link,
    linkCobranca: invoice.link_cobranca,
  };
}

/** Paid invoices, most recently paid first (the due date when the payment date is missing). */
export function paidInvoicesNewestFirst(invoices: readonly Invoice[], limit?: number): PaidInvoiceView[] {
  const paidOn = (invoice: Invoice) => invoice.dataPagamento ?? invoice.dataVencimento;
  const sorted = invoices
    .filter((invoice) => invoice.status === "pago")
    .sort((a, b) => paidOn(b).localeCompare(paidOn(a)) || b.id - a.id);
  return (limit === undefined ? sorted : sorted.slice(0, limit)).map(toPaidInvoiceView);
}

/** An invoice's document number, or its id when the SGP sent none (also the boleto cache key). */
export function invoiceNumber(invoice: Pick<Invoice, "numeroDocumento" | "id">): string {
  return invoice.numeroDocumento || String(invoice.id);
}

/** The customer's words for an invoice: its description, else 'Fatura {numero}'. */
export function invoiceLabel(invoice: Pick<Invoice, "demonstrativo" | "numeroDocumento" | "id">): string {
  return invoice.demonstrativo || `Fatura ${invoiceNumber(invoice)}`;
}

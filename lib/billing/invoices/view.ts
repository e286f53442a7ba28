import { daysUntil } from "@/lib/shared/br/calendar";
import { formatDate } from "@/lib/shared/br/dates";
import type { BadgeView } from "@/lib/shared/tone";
import type { Invoice } from "@/lib/vendors/sgp/types";
import { invoiceMessages as m } from "./messages";
import { invoiceNumber, invoiceState, type InvoiceState } from "./rules";

/**
 * How invoices are shown (docs/SPEC.md §2, §4): the days text and status badge, and the recent payments.
 * Pure, so the logged-in pages, the public invoice page and the tests share them.
 */

/** The dashboard lists this many recent payments (docs/SPEC.md §9). */
export const DASHBOARD_PAID_COUNT = 3;

export const INVOICE_STATE_BADGE = {
  overdue: { label: m.status.overdue, tone: "danger" },
  open: { label: m.status.open, tone: "warning" },
  paid: { label: m.status.paid, tone: "success" },
} as const satisfies Record<InvoiceState, BadgeView>;

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
  /** invoiceNumber of the invoice. */
  documentNumber: string;
  statement: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** YYYY-MM-DD the SGP says it was paid, or null. */
  paymentDate: string | null;
  /** Reais: the amount paid, else the amount due. */
  amountPaid: number;
  link: string | null;
  chargeLink: string | null;
};

export function toPaidInvoiceView(invoice: Invoice): PaidInvoiceView {
  return {
    id: invoice.id,
    title: invoiceLabel(invoice),
    paidOn: formatDate(invoice.paidOn ?? invoice.dueDate),
    documentNumber: invoiceNumber(invoice),
    statement: invoice.statement,
    dueDate: invoice.dueDate,
    paymentDate: invoice.paidOn,
    amountPaid: invoice.amountPaid ?? invoice.amountDue,
    link: invoice.link,
    chargeLink: invoice.chargeLink,
  };
}

/** A page of the paid history and how many paid invoices there are in all. */
export type PaidInvoicesPage = { invoices: PaidInvoiceView[]; total: number };

/** Paid invoices, most recently paid first (the due date when the payment date is missing). */
export function paidInvoicesNewestFirst(invoices: readonly Invoice[], limit?: number): PaidInvoiceView[] {
  const paidOn = (invoice: Invoice) => invoice.paidOn ?? invoice.dueDate;
  const sorted = invoices.filter((invoice) => invoice.status === "pago").sort((a, b) => paidOn(b).localeCompare(paidOn(a)) || b.id - a.id);
  return (limit === undefined ? sorted : sorted.slice(0, limit)).map(toPaidInvoiceView);
}

/** The customer's words for an invoice: its description, else 'Fatura {numero}'. */
export function invoiceLabel(invoice: Pick<Invoice, "statement" | "documentNumber" | "id">): string {
  return invoice.statement || `Fatura ${invoiceNumber(invoice)}`;
}

/**
 * Who looks at an invoice: the logged-in subscriber, or whoever holds a public invoice link. The
 * public page shows the spec's six fields only (no issue date, no subscriber-system payment link).
 */
export type InvoiceAudience = "portal" | "public";

/**
 * An open invoice as every screen shows it (the dashboard's next invoice, the invoices page, the
 * public invoice page): plain data for client components, dates already written.
 */
export type OpenInvoiceView = {
  id: number;
  /** invoiceNumber: the document number, or the id when the SGP sent none. */
  documentNumber: string;
  /** invoiceLabel: its description, else 'Fatura {documentNumber}'. */
  title: string;
  statement: string;
  /** YYYY-MM-DD, as the SGP sent it. */
  dueDate: string;
  /** dd/mm/yyyy. */
  formattedDueDate: string;
  /** 'Vence em N dias' … 'Vencida há N dias'. */
  dueText: string;
  /** dd/mm/yyyy; null on the public page. */
  issuedOn: string | null;
  /** Reais: the amount due, what is paid. */
  amount: number;
  collector: string;
  state: Exclude<InvoiceState, "paid">;
  /** A valid boleto of this invoice is cached ('Ver Boleto'). */
  hasCachedBoleto: boolean;
  /** A confirmed payment the SGP has not shown yet: 'Pagamento em processamento', nothing to pay. */
  processing: boolean;
  /** The subscriber system's payment page (the charge link, else the link); null on the public page. */
  paymentLink: string | null;
};

export type OpenInvoiceViewOptions = { audience: InvoiceAudience; hasCachedBoleto: boolean; processing?: boolean; now?: Date };

export function toOpenInvoiceView(
  invoice: Invoice,
  { audience, hasCachedBoleto, processing = false, now = new Date() }: OpenInvoiceViewOptions,
): OpenInvoiceView {
  const portal = audience === "portal";
  return {
    id: invoice.id,
    documentNumber: invoiceNumber(invoice),
    title: invoiceLabel(invoice),
    statement: invoice.statement,
    dueDate: invoice.dueDate,
    formattedDueDate: formatDate(invoice.dueDate),
    dueText: dueDaysText(invoice.dueDate, now),
    issuedOn: portal ? formatDate(invoice.issuedOn) : null,
    amount: invoice.amountDue,
    collector: invoice.collector,
    state: invoiceState(invoice, now) === "overdue" ? "overdue" : "open",
    hasCachedBoleto,
    processing,
    paymentLink: portal ? (invoice.chargeLink ?? invoice.link) : null,
  };
}

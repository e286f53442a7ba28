"use server";

import { z } from "zod";
import type { ActionResult } from "@/lib/shared/action-result";
import { customerAction } from "@/lib/auth/action";
import { invoiceMessages } from "@/lib/billing/invoices/messages";
import { PAID_INVOICES_PAGE_SIZE } from "@/lib/billing/invoices/paging";
import type { PaidInvoicesPage } from "@/lib/billing/invoices/view";
import { loadPaidInvoices as loadPaidPage } from "@/lib/billing/invoices/load";
import { log, maskDocument } from "@/lib/platform/log";
import { startPayment } from "@/lib/billing/payments";
import { paymentRequestFrom, unconfirmedBoleto, type BoletoView, type PixView } from "@/lib/billing/payments/types";
import { paidPageSchema } from "@/lib/billing/invoices/validation";
import { watchCharge } from "@/lib/billing/confirmation/watch";
import type { PaymentWatchView } from "@/lib/billing/confirmation/view";

/*
 * The logged-in customer's payment actions: thin wrappers that take the document from the
 * session and hand it, with the browser's input, to the shared startPayment, which parses the
 * input and pays only one of that document's open invoices (any of them, overdue included).
 */

const pix = customerAction(z.unknown(), (input, customer) =>
  startPayment("pix", { document: customer.document, audience: "portal" }, input),
);

const boleto = customerAction(z.unknown(), (input, customer) =>
  startPayment("boleto", { document: customer.document, audience: "portal" }, input),
);

const watch = customerAction(z.unknown(), (input, customer) => watchCharge(customer.document, input, new Date()));

const paid = customerAction(paidPageSchema, async (input, customer): Promise<ActionResult<PaidInvoicesPage>> => {
  try {
    return { ok: true, data: await loadPaidPage(customer.document, { offset: input?.offset ?? 0, limit: PAID_INVOICES_PAGE_SIZE }) };
  } catch (error) {
    log.warn({ err: error, documento: maskDocument(customer.document) }, "faturas pagas indisponíveis");
    return { ok: false, error: invoiceMessages.loadPaidFailed };
  }
});

/** PIX for any of the session customer's open invoices (reused while active). */
export async function generatePixForInvoice(input: unknown, form?: FormData): Promise<ActionResult<PixView>> {
  return pix(paymentRequestFrom(input, form));
}

/** Boleto for any of the session customer's open invoices (the cached one while valid). */
export async function generateBoletoForInvoice(input: unknown, form?: FormData): Promise<ActionResult<BoletoView>> {
  return unconfirmedBoleto(form) ?? boleto(paymentRequestFrom(input, form));
}

/** A page of the session customer's paid invoices, most recent first: the history opened on demand. */
export async function loadPaidInvoices(input?: unknown): Promise<ActionResult<PaidInvoicesPage>> {
  return paid(input);
}

/** The open PIX dialog's look at its charge: only the session customer's own charges. */
export async function watchPixPayment(input: unknown): Promise<ActionResult<PaymentWatchView>> {
  return watch(input);
}

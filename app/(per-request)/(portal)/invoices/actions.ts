"use server";

import { z } from "zod";
import { customerAction, type ActionResult } from "@/lib/auth/action";
import { invoiceMessages } from "@/lib/billing/invoices/messages";
import { paidInvoicesNewestFirst, type PaidInvoiceView } from "@/lib/billing/invoices/view";
import { log, maskDocument } from "@/lib/log";
import { generateBoleto, generatePix, toActionResult } from "@/lib/billing/payments";
import { paymentRequestSchema, type BoletoView, type PixView } from "@/lib/billing/payments/types";
import { getTitulos } from "@/lib/sgp";

/*
 * The logged-in customer's payment actions: thin wrappers that take the document
 * from the session and hand it to the shared payment module.
 */

const pix = customerAction(paymentRequestSchema, async ({ invoiceId }, customer) =>
  toActionResult(await generatePix({ documento: customer.cpf, invoiceId })),
);

const boleto = customerAction(paymentRequestSchema, async ({ invoiceId }, customer) =>
  toActionResult(await generateBoleto({ documento: customer.cpf, invoiceId })),
);

const paid = customerAction(z.undefined(), async (_input, customer): Promise<ActionResult<PaidInvoiceView[]>> => {
  try {
    return { ok: true, data: paidInvoicesNewestFirst(await getTitulos(customer.cpf, "pagos")) };
  } catch (error) {
    log.warn({ err: error, documento: maskDocument(customer.cpf) }, "faturas pagas indisponíveis");
    return { ok: false, error: invoiceMessages.loadPaidFailed };
  }
});

/** PIX for one of the session customer's open invoices (reused while active). */
export async function generatePixForInvoice(input: unknown): Promise<ActionResult<PixView>> {
  return pix(input);
}

/** Boleto for one of the session customer's open invoices (the cached one while valid). */
export async function generateBoletoForInvoice(input: unknown): Promise<ActionResult<BoletoView>> {
  return boleto(input);
}

/** The session customer's paid invoices, most recent first: the history opened on demand. */
export async function loadPaidInvoices(): Promise<ActionResult<PaidInvoiceView[]>> {
  return paid(undefined);
}

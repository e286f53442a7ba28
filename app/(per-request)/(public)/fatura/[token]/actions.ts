"use server";

import type { ActionResult } from "@/lib/shared/action-result";
import { watchChargeWithToken } from "@/lib/billing/confirmation/watch";
import type { PaymentWatchView } from "@/lib/billing/confirmation/view";
import { payWithInvoiceToken } from "@/lib/billing/public-access/pay";
import { paymentRequestFrom, unconfirmedBoleto, type BoletoView, type PixView } from "@/lib/billing/payments/types";

/*
 * The public invoice page's payment actions. The page binds its token as the first argument;
 * the token, not the browser, says whose invoice is paid.
 */

export async function generatePixWithToken(token: string, input: unknown, form?: FormData): Promise<ActionResult<PixView>> {
  return payWithInvoiceToken(token, "pix", paymentRequestFrom(input, form), new Date());
}

export async function generateBoletoWithToken(token: string, input: unknown, form?: FormData): Promise<ActionResult<BoletoView>> {
  return unconfirmedBoleto(form) ?? payWithInvoiceToken(token, "boleto", paymentRequestFrom(input, form), new Date());
}

/** The open PIX dialog's look at its charge: only a charge of the link's document. */
export async function watchPixWithToken(token: string, input: unknown): Promise<ActionResult<PaymentWatchView>> {
  return watchChargeWithToken(token, input, new Date());
}

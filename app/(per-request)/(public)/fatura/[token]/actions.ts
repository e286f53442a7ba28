"use server";

import { headers } from "next/headers";
import { payWithInvoiceToken } from "@/lib/billing/public-access/pay";
import type { BoletoView, PaymentActionResult, PixView } from "@/lib/billing/payments/types";
import { requestNow } from "@/lib/test-clock";

/*
 * The public invoice page's payment actions. The page binds its token as the first argument;
 * the token, not the browser, says whose invoice is paid.
 */

export async function generatePixWithToken(token: string, input: unknown): Promise<PaymentActionResult<PixView>> {
  return payWithInvoiceToken(token, "pix", input, requestNow(await headers()));
}

export async function generateBoletoWithToken(token: string, input: unknown): Promise<PaymentActionResult<BoletoView>> {
  return payWithInvoiceToken(token, "boleto", input, requestNow(await headers()));
}

"use server";

import { maskPixPayer, payWithInvoiceToken } from "@/lib/invoice-access/pay";
import { generateBoleto, generatePix } from "@/lib/payments";
import type { BoletoView, PaymentActionResult, PixView } from "@/lib/payments/types";

/*
 * The public invoice page's payment actions. The page binds its token as the first argument;
 * the token, not the browser, says whose invoice is paid.
 */

export async function generatePixWithToken(token: string, input: unknown): Promise<PaymentActionResult<PixView>> {
  const result = await payWithInvoiceToken(token, input, new Date(), generatePix);
  return result.ok ? { ok: true, data: maskPixPayer(result.data) } : result;
}

export async function generateBoletoWithToken(token: string, input: unknown): Promise<PaymentActionResult<BoletoView>> {
  return payWithInvoiceToken(token, input, new Date(), generateBoleto);
}

import { z } from "zod";
import { paymentMessages } from "./messages";
import type { PaymentRequest } from "./types";

/** The payment actions' input, parsed on the server (lib/billing/payments/start.ts). */
export const paymentRequestSchema = z.object({
  invoiceId: z
    .number({ error: paymentMessages.invalidInvoice })
    .int(paymentMessages.invalidInvoice)
    .positive(paymentMessages.invalidInvoice)
    .max(Number.MAX_SAFE_INTEGER),
}) satisfies z.ZodType<PaymentRequest>;

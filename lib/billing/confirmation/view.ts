import { formatDateTime } from "@/lib/shared/br/dates";
import { formatBRL } from "@/lib/shared/br/money";

/** What the open PIX dialog shows while it watches a charge; plain data for client components. */
export type PaymentWatchView =
  /** Not paid yet; `link` is the charge's payment page once known (lib/billing/payments/pix.ts). */
  | { state: "waiting"; link: string | null }
  | { state: "expired" }
  /** Removed at the gateway: it can no longer be paid. */
  | { state: "closed" }
  /** `amount` in BRL and `paidAt` in São Paulo time, written for the screen. */
  | { state: "confirmed"; amount: string; paidAt: string; endToEndId: string };

export function toPaymentWatchView(payment: { valor: number; paidAt: Date; endToEndId: string }): PaymentWatchView {
  return { state: "confirmed", amount: formatBRL(payment.valor), paidAt: formatDateTime(payment.paidAt), endToEndId: payment.endToEndId };
}

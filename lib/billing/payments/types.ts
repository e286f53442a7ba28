import type { ActionResult } from "@/lib/shared/action-result";
import type { CreatedPix, IssuedBoleto } from "@/lib/vendors/efi/types";
import type { PaymentWatchView } from "@/lib/billing/confirmation/view";
import { paymentMessages } from "./messages";

/** What the payment screens receive and send; plain data, safe for client components (no zod: it would weigh on every payment screen's script). */

/** The only input a browser gives: which invoice (parsed by ./validation.ts). Everything else is looked up on the server. */
export type PaymentRequest = { invoiceId: number };

/** docs/SPEC.md §3 PIX response: the charge, plus the seconds it stays payable as the server saw it (a reused charge has less). */
export type PixView = CreatedPix & { secondsLeft: number };

/** docs/SPEC.md §3 cached boleto: the generated boleto with the invoice it pays. */
export type BoletoView = {
  /** The invoice's number (numeroDocumento). */
  documentNumber: string;
  /** The invoice's own due date, YYYY-MM-DD. */
  dueDate: string;
  /** Reais, the invoice's amount due. */
  amount: number;
  /** ISO instant of generation. */
  generatedAt: string;
  boleto: IssuedBoleto;
};

/** What the payment buttons need to know about the invoice they pay. */
export type PayableInvoice = { id: number; documentNumber: string; amount: number };

/**
 * A payment server action. The script calls it with the request; a form posted natively (before
 * hydration or without script) calls it as useActionState does, with the previous answer and the
 * form's fields (paymentRequestFrom).
 */
export type PaymentAction<T> = (input: PaymentRequest | ActionResult<T> | null, form?: FormData) => Promise<ActionResult<T>>;

/** The request a payment action was given: the script's, or the invoice named by a posted form's field. */
export function paymentRequestFrom(input: unknown, form?: unknown): unknown {
  return form instanceof FormData ? { invoiceId: Number(form.get(INVOICE_FIELD)) } : input;
}

/** The payment forms' field naming the invoice. */
export const INVOICE_FIELD = "invoiceId";

/** The boleto form's field saying the new charge was confirmed ('Ver Boleto' needs none, like the dialog). */
export const CONFIRM_FIELD = "confirmado";

/**
 * A boleto form posted natively without its confirmation (docs/SPEC.md §2 Invoices: 'Confirmar
 * Geração de Boleto' comes before a new charge): answered with the question, as a failure of that
 * field, and nothing is generated; null for a confirmed form or the script's call.
 */
export function unconfirmedBoleto(form?: unknown): ActionResult<never> | null {
  if (!(form instanceof FormData) || form.get(CONFIRM_FIELD) === "1") return null;
  const { boletoConfirm } = paymentMessages;
  return { ok: false, error: boletoConfirm.description, fieldErrors: { [CONFIRM_FIELD]: boletoConfirm.title } };
}

/** Whether a boleto form's answer asks for the confirmation (unconfirmedBoleto). */
export function asksConfirmation(result: ActionResult<unknown>): boolean {
  return !result.ok && result.fieldErrors?.[CONFIRM_FIELD] !== undefined;
}

export type PaymentKind = "pix" | "boleto";

/** What starting each kind of payment answers. */
export type PaymentData = { pix: PixView; boleto: BoletoView };

/** One look at a charge for the open PIX dialog: the browser only names the txid. */
export type WatchPixAction = (input: { txid: string }) => Promise<ActionResult<PaymentWatchView>>;

/**
 * The payment actions of a screen, bound to whoever pays (the session, or the public link): the
 * two ways to pay, and the open PIX dialog's watch of its charge.
 */
export type PaymentActions = { [K in PaymentKind]: PaymentAction<PaymentData[K]> } & {
  watchPix: WatchPixAction;
  /**
   * Where a payment form posted natively is answered (its path and query; the page renders the
   * answer): on the public link, a page of its invoices, which spends none of the link's views.
   * Absent, the page's own address.
   */
  answerAt?: string;
  /**
   * Where a PIX answered without script refreshes itself to watch its charge (lib/billing/confirmation/
   * follow-path.ts); absent, the logged-in customer's.
   */
  followPixAt?: string;
};

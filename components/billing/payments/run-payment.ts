import { toast } from "@/components/ui/toast";
import { reloadIfActionUnknown } from "@/lib/platform/browser/unknown-action";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import type { PaymentAction, PaymentKind } from "@/lib/billing/payments/types";

/**
 * Calls a payment action and shows the toasts of docs/SPEC.md §8: a refusal or gateway
 * failure is 'Falha ao gerar PIX/Boleto' with its message (or 'Erro
 * desconhecido'); a call that never answered is 'Erro' with the generic text. An action the
 * server no longer knows (a page of the previous build) reloads the page instead.
 */
export async function runPayment<T>(kind: PaymentKind, action: PaymentAction<T>, invoiceId: number): Promise<T | null> {
  try {
    const result = await action({ invoiceId });
    if (result.ok) return result.data;
    toast.error(kind === "pix" ? m.pixFailedTitle : m.boletoFailedTitle, { description: result.error || m.unknownError });
  } catch (error) {
    if (reloadIfActionUnknown(error)) return null;
    toast.error(m.errorTitle, { description: kind === "pix" ? m.pixFailed : m.boletoFailed });
  }
  return null;
}

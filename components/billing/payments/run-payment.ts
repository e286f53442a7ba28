import { toast } from "@/components/ui/toast";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import type { PaymentAction, PaymentKind } from "@/lib/billing/payments/types";

/**
 * Calls a payment action and shows the spec's §8 toasts: a refusal or gateway
 * failure is 'Falha ao gerar PIX/Boleto' with its message (or 'Erro
 * desconhecido'); a call that never answered is 'Erro' with the generic text.
 */
export async function runPayment<T>(kind: PaymentKind, action: PaymentAction<T>, invoiceId: number): Promise<T | null> {
  try {
    const result = await action({ invoiceId });
    if (result.ok) return result.data;
    toast.error(kind === "pix" ? m.pixFailedTitle : m.boletoFailedTitle, { description: result.error || m.unknownError });
  } catch {
    toast.error(m.errorTitle, { description: kind === "pix" ? m.pixFailed : m.boletoFailed });
  }
  return null;
}

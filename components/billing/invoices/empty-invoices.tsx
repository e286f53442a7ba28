import { CircleCheck } from "lucide-react";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";

/** No open invoice: 'Nenhuma fatura encontrada' / 'Não há faturas em aberto no momento.' */
export function EmptyInvoices() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
      <CircleCheck aria-hidden="true" className="size-8 text-success" />
      <h2 className="text-lg font-semibold">{m.emptyTitle}</h2>
      <p className="text-sm text-muted-foreground">{m.emptyDescription}</p>
    </div>
  );
}

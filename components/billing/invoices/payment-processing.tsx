import { Hourglass } from "lucide-react";
import { confirmationMessages as m } from "@/lib/billing/confirmation/messages";
import { cn } from "@/lib/shared/cn";

/** Shown instead of the payment buttons while a confirmed payment awaits the SGP: nothing to pay twice. */
export function PaymentProcessing({ className }: { className?: string }) {
  return (
    <div
      role="status"
      data-testid="payment-processing"
      className={cn("rounded-md border border-sky-300 bg-sky-50 p-3 text-sm dark:border-sky-800 dark:bg-sky-950", className)}
    >
      <p className="flex items-center gap-2 font-semibold text-sky-800 dark:text-sky-200">
        <Hourglass aria-hidden="true" className="size-4" />
        {m.processing}
      </p>
      <p className="mt-1 text-muted-foreground">{m.processingHint}</p>
    </div>
  );
}

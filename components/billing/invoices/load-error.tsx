"use client";

import { RefreshCw, TriangleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";

type Props = {
  message: string;
  /** Runs instead of reloading the page's server data (e.g. a list loaded on demand). */
  onRetry?: () => void;
};

/** An upstream read failed: the spec's message (inline and as an 'Erro' toast) and a retry, never a broken page. */
export function LoadError({ message, onRetry }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    // The message as id: a re-render or a second section with the same failure shows one toast.
    toast.error(m.errorTitle, { description: message, id: message });
  }, [message]);

  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{m.errorTitle}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => (onRetry ? onRetry() : startTransition(() => router.refresh()))}
        >
          <RefreshCw aria-hidden="true" className={pending ? "animate-spin" : undefined} />
          {m.retry}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

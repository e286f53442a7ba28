"use client";

import { RefreshCw, TriangleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

type Props = {
  message: string;
  /** The bold line; without it the message is the title. */
  title?: string;
  retryLabel: string;
  /** The button's text while retrying; the retry label when absent. */
  pendingLabel?: string;
  /** Also shows the failure as an error toast under this title (the invoice sections, docs/SPEC.md §8). */
  toastTitle?: string;
  /** Defaults to re-rendering the route's server components (router.refresh): no full page reload. */
  onRetry?: () => void;
};

/** A load failure with the spec's message and a retry that keeps the page (and its client state), never a broken page. */
export function RetryAlert({ message, title, retryLabel, pendingLabel, toastTitle, onRetry }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    // The message as id: a re-render or a second section with the same failure shows one toast.
    if (toastTitle) toast.error(toastTitle, { description: message, id: message });
  }, [toastTitle, message]);

  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden />
      <AlertTitle>{title ?? message}</AlertTitle>
      <AlertDescription>
        {title && <p>{message}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={pending}
          onClick={() => startTransition(() => (onRetry ? onRetry() : router.refresh()))}
        >
          <RefreshCw className={pending ? "animate-spin" : undefined} aria-hidden />
          {pending ? (pendingLabel ?? retryLabel) : retryLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

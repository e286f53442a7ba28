"use client";

import { RefreshCw, TriangleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Props = {
  message: string;
  title?: string;
  retryLabel: string;
  pendingLabel: string;
  /** Defaults to re-rendering the route's server components (router.refresh): no full page reload. */
  onRetry?: () => void;
};

/** A load failure with the spec's message and a retry that keeps the page (and its client state). */
export function RetryAlert({ message, title, retryLabel, pendingLabel, onRetry }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
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
          {pending ? pendingLabel : retryLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

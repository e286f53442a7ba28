"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";

/** Reloads the page's invoices on the server (which also purges cached boletos of paid invoices). */
export function RefreshButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button type="button" variant="outline" disabled={pending} aria-busy={pending} onClick={() => startTransition(() => router.refresh())}>
      <RefreshCw aria-hidden="true" className={pending ? "animate-spin" : undefined} />
      {m.refresh}
    </Button>
  );
}

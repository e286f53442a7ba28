"use client";

import { Loader2 } from "lucide-react";
import { useActionState, useEffect, useState, type FormEvent } from "react";
import { DocumentInput } from "@/components/forms/document-input";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { ActionResult } from "@/lib/shared/action-result";
import { reloadIfActionUnknown } from "@/lib/platform/browser/unknown-action";
import { invoiceLookupError } from "@/lib/shared/br/document";
import { lookupMessages as m } from "@/lib/billing/public-access/messages";
import { LOOKUP_DELAY_MS } from "@/lib/billing/public-access/rules";
import type { InvoiceLookupInput, LookupFormState } from "@/lib/billing/public-access/validation";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One CPF/CNPJ field; on submit the server creates the link and the browser goes to it. */
type Props = {
  /** The page's server action (./actions.ts beside the route): the link's token for the document. */
  requestAccess: (input: InvoiceLookupInput) => Promise<ActionResult<{ token: string }>>;
  /** The same for the form posted natively, before hydration or without script: a redirect to the link, or the page with the refusal. */
  lookUpWithoutScript: (previous: LookupFormState, form: FormData) => Promise<LookupFormState>;
};

export function InvoiceLookupForm({ requestAccess, lookUpWithoutScript }: Props) {
  const [posted, lookUpNatively] = useActionState(lookUpWithoutScript, null);
  const [documento, setDocumento] = useState(posted?.documento ?? "");
  const [error, setError] = useState<string | null>(posted?.error ?? null);
  const [state, setState] = useState<"idle" | "checking">("idle");
  /** The invoice page's address, once the server created the link. */
  const [target, setTarget] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = invoiceLookupError(documento);
    if (invalid) return setError(invalid);
    setError(null);
    setState("checking");
    // The spec's pause keeps the two states readable; the server works meanwhile.
    const [result] = await Promise.all([
      // An action of the previous build (a rolling upgrade): the page reloads with the new one.
      requestAccess({ documento }).catch((error: unknown) => (reloadIfActionUnknown(error) ? ("reloading" as const) : null)),
      wait(LOOKUP_DELAY_MS),
    ]);
    if (result === "reloading") return;
    if (!result?.ok) {
      setError(result?.error ?? m.failed);
      setState("idle");
      return;
    }
    setTarget(`/fatura/${result.data.token}`);
  }

  useEffect(() => {
    // A document load once the redirect screen is up, not a client navigation: the invoice page has
    // the other root layout, so the router would fetch it once and then load it again, spending two
    // of the link's views.
    if (target) window.location.assign(target);
  }, [target]);

  if (target) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm font-medium">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {m.redirecting}
      </p>
    );
  }

  return (
    <form action={lookUpNatively} onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="documento">{m.fieldLabel}</Label>
        <DocumentInput
          id="documento"
          name="documento"
          autoComplete="off"
          value={documento}
          onValueChange={(value) => {
            setDocumento(value);
            setError(null);
          }}
          aria-invalid={!!error}
          aria-describedby={error ? "documento-erro" : undefined}
        />
        {error && (
          <p id="documento-erro" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={state === "checking"}>
        {state === "checking" ? m.submitting : m.submit}
      </Button>
    </form>
  );
}

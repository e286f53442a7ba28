"use client";

import { Search } from "lucide-react";
import { useActionState, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PixCheckBody } from "@/lib/billing/pix-check/check";
import { pixCheckMessages as m } from "@/lib/billing/pix-check/messages";
import { pixCheckOutcome, type PixCheckOutcome } from "@/lib/billing/pix-check/outcome";
import { TXID_MESSAGES, txidInputError } from "@/lib/billing/pix-check/txid";
import { PixTransactionCard } from "./pix-transaction-card";

/** Asks the server; a 5xx or a network failure is the spec's exception, anything else carries the server's message. */
async function verify(txid: string): Promise<PixCheckOutcome> {
  try {
    const response = await fetch("/api/pix/check", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ txid }),
    });
    if (response.status >= 500) return { kind: "failed" };
    return pixCheckOutcome(response.status, (await response.json()) as PixCheckBody);
  } catch {
    return { kind: "failed" };
  }
}

type Props = {
  /** The page's server action for the form posted natively, before hydration or without script: its answer renders on the page. */
  checkWithoutScript: (previous: PixCheckOutcome | null, form: FormData) => Promise<PixCheckOutcome>;
};

export function PixCheckForm({ checkWithoutScript }: Props) {
  const [posted, checkNatively] = useActionState(checkWithoutScript, null);
  const [txid, setTxid] = useState("");
  const [checking, setChecking] = useState(false);
  /** The answer to a check sent by the script; until one, the answer to the form posted natively. */
  const [outcome, setOutcome] = useState<PixCheckOutcome | null>(posted);
  const typedInvalid = txid.trim() !== "" && txidInputError(txid) !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = txidInputError(txid);
    if (invalid) {
      toast.error(invalid.title, { description: invalid.description });
      return;
    }
    setChecking(true);
    setOutcome(null);
    const result = await verify(txid.trim());
    setChecking(false);
    setOutcome(result);
    if (result.kind === "failed") toast.error(m.failure.title, { description: m.failure.description });
    else if (result.kind === "found") toast.success(m.found.title, { description: m.found.description });
    else toast.error(result.title, { description: result.message });
  }

  return (
    <div className="space-y-6">
      {/* A form, so Enter in the field submits. */}
      <form action={checkNatively} onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="txid">{m.fieldLabel}</Label>
          <Input
            id="txid"
            name="txid"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={64}
            placeholder="Ex.: 7978c0c97ea847e78e8849634473c1f1"
            className="font-mono"
            value={txid}
            onChange={(event) => setTxid(event.target.value)}
            aria-invalid={typedInvalid}
            aria-describedby={typedInvalid ? "txid-dica" : undefined}
          />
          {typedInvalid && (
            <p id="txid-dica" className="text-sm text-destructive">
              {TXID_MESSAGES.inlineHint}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={checking}>
          <Search aria-hidden />
          {checking ? m.submitting : m.submit}
        </Button>
      </form>

      {/* Without script there is no toast: the exception is said here. */}
      {outcome?.kind === "failed" && outcome === posted && (
        <Alert variant="destructive">
          <AlertTitle>{m.failure.title}</AlertTitle>
          <AlertDescription>{m.failure.description}</AlertDescription>
        </Alert>
      )}
      {outcome?.kind === "refused" && (
        <Alert variant="destructive">
          <AlertTitle>{outcome.title}</AlertTitle>
          <AlertDescription>{outcome.message}</AlertDescription>
        </Alert>
      )}
      {outcome?.kind === "found" && <PixTransactionCard transaction={outcome.transaction} />}
    </div>
  );
}

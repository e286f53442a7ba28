"use client";

import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PixCheckBody } from "@/lib/billing/pix-check/check";
import { pixCheckMessages as m } from "@/lib/billing/pix-check/messages";
import type { PublicPixTransaction } from "@/lib/billing/pix-check/view";
import { TXID_MESSAGES, txidInputError } from "@/lib/validations/txid";
import { PixTransactionCard } from "./pix-transaction-card";

type Outcome = { kind: "found"; transaction: PublicPixTransaction } | { kind: "refused"; title: string; message: string };

/** Asks the server; a 5xx or a network failure is the spec's exception, anything else carries the server's message. */
async function verify(txid: string): Promise<Outcome | null> {
  try {
    const response = await fetch("/api/pix/check", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ txid }),
    });
    if (response.status >= 500) return null;
    const body = (await response.json()) as PixCheckBody;
    if (body.success) return { kind: "found", transaction: body.data };
    const title = response.status === 429 ? m.rateLimitedTitle : m.notFoundTitle;
    return { kind: "refused", title, message: body.message || m.notFoundFallback };
  } catch {
    return null;
  }
}

export function PixCheckForm() {
  const [txid, setTxid] = useState("");
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
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
    if (!result) toast.error(m.failure.title, { description: m.failure.description });
    else if (result.kind === "found") toast.success(m.found.title, { description: m.found.description });
    else toast.error(result.title, { description: result.message });
  }

  return (
    <div className="space-y-6">
      {/* A form, so Enter in the field submits. */}
      <form onSubmit={submit} noValidate className="space-y-4">
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

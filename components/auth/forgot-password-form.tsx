"use client";

import Link from "next/link";
import { MailCheck } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { DocumentInput } from "@/components/forms/document-input";
import { ResetPasswordStep } from "@/components/auth/reset-password-step";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { ActionResult } from "@/lib/shared/action-result";
import { recoveryHandoff } from "@/lib/auth/recovery/handoff";
import { recoveryMessages as m } from "@/lib/auth/recovery/messages";
import { loginDocumentError, submittedDocumentError } from "@/lib/shared/br/document";

/** docs/SPEC.md §9: the confirmation shows after 2 s, however fast the server answered. */
export const FORGOT_PASSWORD_DELAY_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 'Esqueci minha senha' and first access: the document, then, on the same page, the code received
 * and the new password. The confirmation is the same for every document (it says "if").
 */
export function ForgotPasswordForm({ requestCode }: { requestCode: (input: { documento: string }) => Promise<ActionResult> }) {
  const [documento, setDocumento] = useState("");
  const [step, setStep] = useState<"document" | "sending" | "code">("document");
  const [missing, setMissing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const error = submitted ? submittedDocumentError(documento) : loginDocumentError(documento);

  useEffect(() => {
    const handed = recoveryHandoff.take();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only after hydration
    if (handed) setDocumento(handed);
  }, []);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setFailure(null);
    if (!documento) return setMissing(true);
    setSubmitted(true);
    if (submittedDocumentError(documento)) return;
    setStep("sending");
    const [result] = await Promise.all([requestCode({ documento }).catch(() => null), sleep(FORGOT_PASSWORD_DELAY_MS)]);
    if (result?.ok) return setStep("code");
    setFailure(result && !result.ok ? result.error : m.failed.description);
    setStep("document");
  }

  if (step === "code") {
    return (
      <div className="space-y-4">
        <div role="status" className="space-y-1 rounded-md border border-success/40 bg-success/10 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <MailCheck className="size-4 text-success" aria-hidden />
            {m.sent.title}
          </p>
          <p>{m.sent.description}</p>
        </div>
        <ResetPasswordStep documento={documento} />
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="button" variant="link" onClick={() => void send()}>
            {m.resend}
          </Button>
          <Button type="button" variant="link" onClick={() => setStep("document")}>
            {m.otherDocument}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={send} method="post" noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="documento">CPF/CNPJ</Label>
        <DocumentInput
          id="documento"
          name="documento"
          value={documento}
          onValueChange={(v) => {
            setDocumento(v);
            setMissing(false);
            setSubmitted(false);
          }}
          aria-invalid={!!error || missing}
          aria-describedby="documento-erro"
        />
        <p id="documento-erro" role="alert" className="min-h-5 text-sm font-medium text-destructive">
          {error ?? (missing ? m.documentRequired : "")}
        </p>
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {failure}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={!!error || step === "sending"}>
        {step === "sending" ? m.sending : m.send}
      </Button>
      <Button asChild variant="link" className="w-full">
        <Link href="/login" prefetch={false}>
          {m.backToLogin}
        </Link>
      </Button>
    </form>
  );
}

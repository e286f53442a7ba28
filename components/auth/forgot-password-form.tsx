"use client";

import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { DocumentInput } from "@/components/forms/document-input";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { Brand } from "@/config/brands";
import { loginDocumentError, submittedDocumentError } from "@/lib/br/document";
import { BrandContacts } from "@/components/brand/brand-contacts";

export const FORGOT_PASSWORD_DELAY_MS = 2000;

/** No server call: the customer is told to contact the provider, whose channels are shown. */
export function ForgotPasswordForm({ brand }: { brand: Brand }) {
  const [documento, setDocumento] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "done">("idle");
  const [missing, setMissing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? submittedDocumentError(documento) : loginDocumentError(documento);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!documento) return setMissing(true);
    setSubmitted(true);
    if (submittedDocumentError(documento)) return;
    setState("sending");
    setTimeout(() => setState("done"), FORGOT_PASSWORD_DELAY_MS);
  }

  if (state === "done") {
    return (
      <div className="space-y-4" role="status">
        <div className="flex items-center gap-2 text-success">
          <CheckCircle2 className="size-5" aria-hidden />
          <p className="font-semibold">Solicitação recebida</p>
        </div>
        <p className="text-sm">
          Para redefinir a senha da sua central, entre em contato com a {brand.name} por um dos canais abaixo e
          informe o CPF/CNPJ <strong>{documento}</strong>. Por segurança, a nova senha é entregue somente ao titular.
        </p>
        <BrandContacts brand={brand} />
        <Button asChild variant="outline" className="w-full">
          <Link href="/login">Voltar para o login</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="documento">CPF/CNPJ</Label>
        <DocumentInput
          id="documento"
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
          {error ?? (missing ? "Por favor, informe seu CPF ou CNPJ" : "")}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={!!error || state === "sending"}>
        {state === "sending" ? "Enviando..." : "Recuperar senha"}
      </Button>
      <Button asChild variant="link" className="w-full">
        <Link href="/login">Voltar para o login</Link>
      </Button>
    </form>
  );
}

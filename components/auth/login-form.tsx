"use client";

import Link from "next/link";
import { useActionState, useEffect, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { DocumentInput } from "@/components/forms/document-input";
import { Button } from "@/components/ui/button";
import { DocumentPrefetchRules, PrefetchDocument } from "@/components/ui/document-prefetch";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LOGIN_ERROR, loginMessages } from "@/lib/auth/messages";
import { rememberedDocument } from "@/lib/auth/remembered-document";
import { recoveryHandoff } from "@/lib/auth/recovery/handoff";
import { recoveryMessages } from "@/lib/auth/recovery/messages";
import { loginDocumentError, submittedDocumentError } from "@/lib/shared/br/document";
import { DOCUMENT_MESSAGES } from "@/lib/shared/br/messages";
import type { FormSignInState, ScriptSignIn } from "@/lib/auth/form-sign-in";
import { reloadIfActionUnknown } from "@/lib/platform/browser/unknown-action";

export const LOGIN_REDIRECT_DELAY_MS = 1500;

type Props = {
  /**
   * The page's server action for the form posted natively, before hydration or without script: it
   * signs in and redirects, or the page comes back rendered with its error (lib/auth/form-sign-in.ts).
   */
  signInWithoutScript: (previous: FormSignInState, form: FormData) => Promise<FormSignInState>;
  /** The same sign-in for the hydrated form, answered instead of redirected: one round trip. */
  signInWithScript: (form: FormData) => Promise<ScriptSignIn>;
};

export function LoginForm({ signInWithoutScript, signInWithScript }: Props) {
  const [posted, signInNatively] = useActionState(signInWithoutScript, null);
  const [documento, setDocumento] = useState(posted?.documento ?? "");
  const [senha, setSenha] = useState("");
  const [remember, setRemember] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ title: string; description: string } | null>(null);
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [signedInTo, setSignedInTo] = useState<string | null>(null);

  useEffect(() => {
    const saved = rememberedDocument.read();
    if (saved) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only after hydration, so the pre-fill is a second render
      setDocumento(saved);
      setRemember(true);
    }
  }, []);

  // Spec §5: while typing, a whole document is checked; submitting checks again, an incomplete one included.
  const documentError = submitted ? submittedDocumentError(documento) : loginDocumentError(documento);
  const shownError = submitted ? error : posted && describeError(posted.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSubmitted(true);
    if (submittedDocumentError(documento) || !documento) return;
    if (!senha) {
      setPasswordMissing(true);
      return;
    }
    setSending(true);
    const fields = new FormData();
    fields.set("documento", documento);
    fields.set("senha", senha);
    let result: ScriptSignIn | null = null;
    try {
      result = await signInWithScript(fields);
    } catch (error) {
      if (reloadIfActionUnknown(error)) return;
    }
    if (!result?.ok) {
      setSending(false);
      const message = describeError(result?.error);
      setError(message);
      toast.error(message.title, { description: message.description || undefined });
      return;
    }
    if (remember) rememberedDocument.save(documento);
    else rememberedDocument.clear();
    const { to } = result;
    // The spec's welcome lasts 1.5 s: the page it leads to is fetched meanwhile, with the new session.
    setSignedInTo(to);
    toast.success(loginMessages.welcome(result.name));
    setTimeout(() => {
      // A document load: the portal has the other root layout, which the router would fetch twice.
      window.location.replace(to);
    }, LOGIN_REDIRECT_DELAY_MS);
  }

  return (
    <form action={signInNatively} onSubmit={submit} noValidate className="space-y-4">
      <DocumentPrefetchRules />
      {signedInTo && <PrefetchDocument href={signedInTo} />}
      <div className="space-y-2">
        <Label htmlFor="documento">CPF/CNPJ</Label>
        <DocumentInput
          id="documento"
          name="documento"
          value={documento}
          onValueChange={setDocumento}
          aria-invalid={!!documentError}
          aria-describedby={documentError ? "documento-erro" : undefined}
          required
        />
        {documentError && (
          <p id="documento-erro" role="alert" className="text-sm font-medium text-destructive">
            {documentError}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor="senha">Senha</Label>
        <Input
          id="senha"
          name="senha"
          type="password"
          autoComplete="current-password"
          value={senha}
          onChange={(e) => {
            setSenha(e.target.value);
            setPasswordMissing(false);
          }}
          aria-invalid={passwordMissing}
          aria-describedby={passwordMissing ? "senha-erro" : undefined}
          required
        />
        {passwordMissing && (
          <p id="senha-erro" role="alert" className="text-sm font-medium text-destructive">
            Informe sua senha
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Checkbox id="lembrar" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <Label htmlFor="lembrar">
            <span className="font-normal">Lembrar de mim</span>
          </Label>
        </div>
        {/* The login page is where a subscriber on mobile data starts: its side pages load when asked. */}
        <Link href="/forgot-password" prefetch={false} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Esqueci minha senha
        </Link>
      </div>
      {shownError && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="font-semibold text-destructive">{shownError.title}</p>
          {shownError.description && <p>{shownError.description}</p>}
          {/* First access (no portal password yet) and a forgotten one take the same way: a code by e-mail. */}
          {shownError === loginMessages.invalidCredentials && (
            <p className="mt-2">
              {recoveryMessages.loginOffer.prompt}{" "}
              <Link
                href="/forgot-password"
                prefetch={false}
                onClick={() => recoveryHandoff.give(documento)}
                className="font-medium text-primary underline underline-offset-4"
              >
                {recoveryMessages.loginOffer.link}
              </Link>
            </p>
          )}
        </div>
      )}
      <Button type="submit" className="w-full" disabled={!!documentError || sending}>
        {sending ? "Entrando..." : "Entrar"}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Ao entrar, você concorda com os{" "}
        <Link href="/terms" prefetch={false} className="underline underline-offset-2">
          Termos de Uso
        </Link>{" "}
        e a{" "}
        <Link href="/privacy" prefetch={false} className="underline underline-offset-2">
          Política de Privacidade
        </Link>
        .
      </p>
    </form>
  );
}

function describeError(code: string | undefined) {
  if (code?.startsWith(LOGIN_ERROR.rateLimited)) {
    return loginMessages.rateLimited(code.slice(LOGIN_ERROR.rateLimited.length + 1));
  }
  if (code === LOGIN_ERROR.invalidCpf) return { title: DOCUMENT_MESSAGES.invalidCpf, description: "" };
  if (code === LOGIN_ERROR.invalidCnpj) return { title: DOCUMENT_MESSAGES.invalidCnpj, description: "" };
  if (code === LOGIN_ERROR.invalidCredentials) return loginMessages.invalidCredentials;
  return loginMessages.connection;
}

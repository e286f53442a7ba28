"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { LOGIN_REDIRECT_DELAY_MS } from "@/components/auth/login-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { recoveryMessages as m, RESET_ERROR } from "@/lib/auth/recovery/messages";
import { currentPushEndpoint } from "@/lib/notifications/push/browser";
import { newPasswordMessages } from "@/lib/auth/new-password-rules";
import { newPasswordSchema } from "@/lib/auth/validations/new-password";

type Problem = { title: string; description: string };

/**
 * The code received and the new password, sent together through next-auth's 'password-reset'
 * provider: the right code signs this browser in, as a login does, and ends every other session.
 */
export function ResetPasswordStep({ documento }: { documento: string }) {
  const [codigo, setCodigo] = useState("");
  const [senha, setSenha] = useState("");
  const [confirmacao, setConfirmacao] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ codigo?: string; senha?: string; confirmacao?: string }>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const errors = {
      codigo: /^\d{6}$/.test(codigo) ? undefined : m.codeInvalidFormat,
      senha: newPasswordSchema.safeParse(senha).error?.issues[0]?.message,
      confirmacao: senha === confirmacao ? undefined : newPasswordMessages.mismatch,
    };
    setFieldErrors(errors);
    if (errors.codigo || errors.senha || errors.confirmacao) return;
    setSending(true);
    const auth = await import("next-auth/react").catch(() => null);
    const pushEndpoint = (await currentPushEndpoint()) ?? "";
    const result =
      auth &&
      (await auth
        .signIn("password-reset", { documento, codigo, senha, pushEndpoint, callbackUrl: "/", redirect: false })
        .catch(() => null));
    if (!auth || !result || result.error) {
      setSending(false);
      const described = describe(result?.error ?? undefined);
      if ("field" in described) return setFieldErrors({ senha: described.field });
      setProblem(described);
      toast.error(described.title, { description: described.description });
      return;
    }
    toast.success(m.done.title, { description: m.done.description });
    // A document load: the portal has the other root layout.
    setTimeout(() => window.location.replace("/"), LOGIN_REDIRECT_DELAY_MS);
  }

  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <Field id="codigo" label={m.codeLabel} error={fieldErrors.codigo}>
        <Input
          id="codigo"
          name="codigo"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={codigo}
          onChange={(e) => setCodigo(e.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-invalid={!!fieldErrors.codigo}
          aria-describedby={fieldErrors.codigo ? "codigo-erro" : undefined}
        />
      </Field>
      <Field id="senha" label={m.newPassword} error={fieldErrors.senha} hint={m.passwordHint}>
        <Input
          id="senha"
          name="senha"
          type="password"
          autoComplete="new-password"
          value={senha}
          onChange={(e) => setSenha(e.target.value)}
          aria-invalid={!!fieldErrors.senha}
          aria-describedby={["senha-dica", fieldErrors.senha && "senha-erro"].filter(Boolean).join(" ")}
        />
      </Field>
      <Field id="confirmacao" label={m.confirmPassword} error={fieldErrors.confirmacao}>
        <Input
          id="confirmacao"
          name="confirmacao"
          type="password"
          autoComplete="new-password"
          value={confirmacao}
          onChange={(e) => setConfirmacao(e.target.value)}
          aria-invalid={!!fieldErrors.confirmacao}
          aria-describedby={fieldErrors.confirmacao ? "confirmacao-erro" : undefined}
        />
      </Field>
      {problem && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="font-semibold text-destructive">{problem.title}</p>
          <p>{problem.description}</p>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? m.submitting : m.submit}
      </Button>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-dica`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The error next-auth passed on (lib/auth/recovery/reset.ts, ResetError), as the form shows it. */
function describe(code: string | undefined): Problem | { field: string } {
  if (code?.startsWith(RESET_ERROR.weakPassword)) {
    const rule = code.slice(RESET_ERROR.weakPassword.length + 1) as keyof typeof newPasswordMessages;
    return { field: newPasswordMessages[rule] ?? newPasswordMessages.common };
  }
  if (code?.startsWith(RESET_ERROR.rateLimited)) return m.rateLimited(code.slice(RESET_ERROR.rateLimited.length + 1));
  if (code === RESET_ERROR.codeRejected || code === "CredentialsSignin") return m.codeRejected;
  return m.failed;
}

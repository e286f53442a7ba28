"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActionResult } from "@/lib/shared/action-result";
import { currentPushEndpoint } from "@/lib/notifications/push/browser";
import { newPasswordMessages } from "@/lib/auth/new-password-rules";
import { passwordChangeSchema, type PasswordChangeInput } from "@/lib/auth/validations/password-change";

const fields = [
  { name: "atual", label: "Senha atual", autoComplete: "current-password" },
  { name: "nova", label: "Nova senha", autoComplete: "new-password", hint: newPasswordMessages.hint },
  { name: "confirmacao", label: "Confirmar nova senha", autoComplete: "new-password" },
] as const;

export function PasswordChangeForm({ action }: { action: (input: PasswordChangeInput) => Promise<ActionResult> }) {
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { atual: "", nova: "", confirmacao: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: PasswordChangeInput) {
    // This browser keeps its push subscription; the other devices' go with the old password.
    const result = await action({ ...values, pushEndpoint: await currentPushEndpoint() });
    if (result.ok) {
      toast.success(result.message ?? "Senha alterada com sucesso!");
      form.reset();
      return;
    }
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      if (name in values) form.setError(name as keyof PasswordChangeInput, { message });
    }
    toast.error("Erro", { description: result.error });
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        const describedBy = [error && `${field.name}-erro`, "hint" in field && `${field.name}-dica`].filter(Boolean).join(" ");
        return (
          <div key={field.name} className="space-y-2">
            <Label htmlFor={field.name}>{field.label}</Label>
            <Input
              id={field.name}
              type="password"
              autoComplete={field.autoComplete}
              aria-invalid={!!error}
              aria-describedby={describedBy || undefined}
              {...form.register(field.name)}
            />
            {"hint" in field && (
              <p id={`${field.name}-dica`} className="text-xs text-muted-foreground">
                {field.hint}
              </p>
            )}
            {error && (
              <p id={`${field.name}-erro`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Salvando..." : "Alterar senha"}
      </Button>
    </form>
  );
}

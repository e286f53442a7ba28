import { z } from "zod";
import { newPasswordMessages } from "@/lib/auth/new-password-rules";
import { newPasswordSchema } from "./new-password";

export const passwordChangeMessages = {
  mismatch: newPasswordMessages.mismatch,
  currentRequired: "Informe sua senha atual",
  wrongCurrent: "Senha atual incorreta.",
  blocked: "Muitas tentativas. Tente novamente em 15 minutos.",
  success: "Senha alterada com sucesso!",
  failure: "Não foi possível alterar a senha. Tente novamente.",
} as const;

/**
 * Shared by the form and the server action. `pushEndpoint`: this browser's push subscription, if
 * any, which the change keeps while it removes the other devices' (lib/notifications/push/store.ts).
 */
export const passwordChangeSchema = z
  .object({
    atual: z.string().min(1, passwordChangeMessages.currentRequired).max(200),
    nova: newPasswordSchema,
    confirmacao: z.string().max(200),
    pushEndpoint: z.string().max(2048).optional(),
  })
  .refine((v) => v.nova === v.confirmacao, { path: ["confirmacao"], message: passwordChangeMessages.mismatch });

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;

export const passwordChangeMessages = {
  mismatch: "As senhas nao coincidem.",
  currentRequired: "Informe sua senha atual",
  tooShort: `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  wrongCurrent: "Senha atual incorreta.",
  blocked: "Muitas tentativas. Tente novamente em 15 minutos.",
  success: "Senha alterada com sucesso!",
  failure: "Não foi possível alterar a senha. Tente novamente.",
} as const;

/** Shared by the form and the server action. */
export const passwordChangeSchema = z
  .object({
    atual: z.string().min(1, passwordChangeMessages.currentRequired).max(200),
    nova: z.string().min(PASSWORD_MIN_LENGTH, passwordChangeMessages.tooShort).max(200),
    confirmacao: z.string().max(200),
  })
  .refine((v) => v.nova === v.confirmacao, { path: ["confirmacao"], message: passwordChangeMessages.mismatch });

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

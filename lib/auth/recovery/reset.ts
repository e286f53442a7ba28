import "server-only";
import { z } from "zod";
import type { SessionCustomer } from "@/lib/auth/session-customer";
import { findCustomer, toSessionCustomer } from "@/lib/auth/login";
import { storeNewPassword } from "@/lib/auth/password-change";
import { newPasswordProblem } from "@/lib/auth/password-policy";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { storedCustomerId } from "@/lib/auth/store";
import { log, maskDocument } from "@/lib/platform/log";
import { notifyCustomer } from "@/lib/notifications/notify";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { consume, release, resetHits } from "@/lib/platform/rate-limit/store";
import { addressKey } from "@/lib/platform/request/client-ip";
import { newPasswordMessages } from "@/lib/auth/new-password-rules";
import { cpfCnpjSchema } from "@/lib/shared/br/document-schema";
import { consumeCode } from "./codes";
import { RESET_ERROR, recoveryMessages } from "./messages";

/**
 * Thrown by resetPassword; its message is what next-auth hands the form: the code, then for a
 * weak password the rule it broke (a key of newPasswordMessages), for a limit the São Paulo time
 * it ends ('RATE_LIMITED:14:45').
 */
export class ResetError extends Error {
  constructor(
    readonly code: (typeof RESET_ERROR)[keyof typeof RESET_ERROR],
    readonly detail?: string,
  ) {
    super(detail ? `${code}:${detail}` : code);
  }
}

const resetSchema = z.object({
  documento: cpfCnpjSchema,
  codigo: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  senha: z.string().max(200),
  pushEndpoint: z.string().max(2048).optional(),
});

/**
 * Step two: the code and the new password together. A new password against the rules is refused
 * before the code is tried (it costs no try). A wrong code counts as a failed login of the address
 * (LIMITS.loginAddress) and as one of the code's 5 tries. The right one sets the password (the
 * portal's own, lib/auth/password-change.ts), ends every session of the customer and removes the
 * push subscriptions of every other browser, clears the document's login failures, and leaves the
 * notification 'Senha redefinida'; the caller (the 'password-reset' provider of next-auth) then
 * signs this browser in.
 */
export async function resetPassword(input: Record<string, unknown>, ip: string | null): Promise<SessionCustomer> {
  const parsed = resetSchema.safeParse(input);
  if (!parsed.success) throw new ResetError(RESET_ERROR.codeRejected);
  const { documento: document, codigo, senha, pushEndpoint } = parsed.data;
  const problem = newPasswordProblem(senha, document);
  if (problem) {
    const rule = Object.entries(newPasswordMessages).find(([, text]) => text === problem)?.[0];
    throw new ResetError(RESET_ERROR.weakPassword, rule);
  }
  if (!ip) throw new ResetError(RESET_ERROR.connection);
  try {
    const attempt = await consume(LIMITS.loginAddress, addressKey(ip));
    if (!attempt.ok) throw new ResetError(RESET_ERROR.rateLimited, formatInBrazil(attempt.retryAt, "HH:mm"));
    if (!(await consumeCode(document, codigo))) {
      log.info({ documento: maskDocument(document) }, "código de senha recusado");
      throw new ResetError(RESET_ERROR.codeRejected);
    }
    await release(attempt.slot);
    const customer = await findCustomer(document);
    if (!customer) throw new ResetError(RESET_ERROR.connection);
    await storeNewPassword(document, customer.name, senha, { sid: null, pushEndpoint: pushEndpoint ?? null });
    await resetHits(LIMITS.loginDocument, document);
    await notifyCustomer(document, {
      titulo: recoveryMessages.done.title,
      mensagem: recoveryMessages.done.description,
      tipo: "success",
      prioridade: 2,
    });
    log.info({ documento: maskDocument(document) }, "senha redefinida por código");
    const id = await storedCustomerId(document);
    return { ...toSessionCustomer(document, customer), id: id === undefined ? document : String(id) };
  } catch (error) {
    if (error instanceof ResetError) throw error;
    log.error({ err: error, documento: maskDocument(document) }, "falha ao redefinir a senha");
    throw new ResetError(RESET_ERROR.connection);
  }
}

"use server";

import { customerAction } from "@/lib/auth/action";
import { LIMITS, overLimit } from "@/lib/rate-limit/limits";
import * as passwordChange from "@/lib/auth/password-change";
import { currentSession } from "@/lib/auth/session";
import { log, maskDocument } from "@/lib/log";
import { passwordChangeMessages, passwordChangeSchema } from "@/lib/validations/password-change";

export const changePassword = customerAction(passwordChangeSchema, async (input, customer) => {
  try {
    const refused = await overLimit(LIMITS.passwordChange, customer.cpf);
    if (refused) return { ok: false, error: refused.message };
    const session = await currentSession();
    const outcome = await passwordChange.changePassword(customer.cpf, input.atual, input.nova, session?.sid ?? null);
    if (outcome === "changed") return { ok: true, data: undefined, message: passwordChangeMessages.success };
    return {
      ok: false,
      error: outcome === "blocked" ? passwordChangeMessages.blocked : passwordChangeMessages.wrongCurrent,
      fieldErrors: outcome === "wrong-current" ? { atual: passwordChangeMessages.wrongCurrent } : undefined,
    };
  } catch (error) {
    log.error({ err: error, documento: maskDocument(customer.cpf), msg: "Erro ao alterar senha" });
    return { ok: false, error: passwordChangeMessages.failure };
  }
});

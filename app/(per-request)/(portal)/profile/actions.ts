"use server";

import type { ActionResult } from "@/lib/shared/action-result";
import { customerAction } from "@/lib/auth/action";
import { LIMITS, overLimit } from "@/lib/platform/rate-limit/limits";
import * as passwordChange from "@/lib/auth/password-change";
import { newPasswordProblem } from "@/lib/auth/password-policy";
import { currentSession } from "@/lib/auth/session";
import { log, maskDocument } from "@/lib/platform/log";
import { passwordChangeMessages, passwordChangeSchema } from "@/lib/auth/validations/password-change";

export const changePassword = customerAction(passwordChangeSchema, async (input, customer): Promise<ActionResult> => {
  try {
    const refused = await overLimit(LIMITS.passwordChange, customer.document);
    if (refused) return { ok: false, error: refused.message };
    const session = await currentSession();
    const outcome = await passwordChange.changePassword(
      customer.document,
      input.atual,
      input.nova,
      session?.sid ?? null,
      input.pushEndpoint ?? null,
    );
    if (outcome === "changed") return { ok: true, data: undefined, message: passwordChangeMessages.success };
    if (outcome === "weak") {
      const problem = newPasswordProblem(input.nova, customer.document) ?? passwordChangeMessages.failure;
      return { ok: false, error: problem, fieldErrors: { nova: problem } };
    }
    return {
      ok: false,
      error: outcome === "blocked" ? passwordChangeMessages.blocked : passwordChangeMessages.wrongCurrent,
      fieldErrors: outcome === "wrong-current" ? { atual: passwordChangeMessages.wrongCurrent } : undefined,
    };
  } catch (error) {
    log.error({ err: error, documento: maskDocument(customer.document), msg: "Erro ao alterar senha" });
    return { ok: false, error: passwordChangeMessages.failure };
  }
});

"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/shared/action-result";
import { customerAction } from "@/lib/auth/action";
import { LIMITS, overLimit } from "@/lib/platform/rate-limit/limits";
import { log, maskDocument } from "@/lib/platform/log";
import { suggestionMessages as m } from "@/lib/suggestions/messages";
import { insertSuggestion } from "@/lib/suggestions/store";
import { newSuggestionSchema } from "@/lib/suggestions/validation";

const create = customerAction(newSuggestionSchema, async (input, customer): Promise<ActionResult<{ id: number }>> => {
  try {
    const refused = await overLimit(LIMITS.suggestion, customer.document);
    if (refused) return { ok: false, error: refused.message };
    const id = await insertSuggestion(customer.document, input);
    revalidatePath("/suggestions");
    return { ok: true, data: { id }, message: m.created };
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(customer.document) }, "erro ao criar sugestão");
    return { ok: false, error: m.createFailed };
  }
});

/** Sends a new suggestion of the logged-in customer (status pendente). */
export async function createSuggestion(input: unknown): Promise<ActionResult<{ id: number }>> {
  return create(input);
}

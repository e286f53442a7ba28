"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/shared/action-result";
import { customerAction } from "@/lib/auth/action";
import { LIMITS, overLimit } from "@/lib/platform/rate-limit/limits";
import { log, maskDocument } from "@/lib/platform/log";
import { supportMessages } from "@/lib/support/messages";
import { createSupportTicket, type TicketCreated } from "@/lib/support/tickets";
import { newTicketSchema } from "@/lib/support/validation";

const create = customerAction(newTicketSchema, async (input, customer): Promise<ActionResult<TicketCreated>> => {
  try {
    const refused = await overLimit(LIMITS.ticket, customer.document);
    if (refused) return { ok: false, error: refused.message };
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(customer.document) }, "chamado: limite indisponível");
    return { ok: false, error: supportMessages.unknownError };
  }
  const result = await createSupportTicket(customer, input);
  if (result.ok) revalidatePath("/support");
  return result;
});

/** Opens a support ticket for the logged-in customer ('Nova Solicitacao'). */
export async function createTicket(input: unknown): Promise<ActionResult<TicketCreated>> {
  return create(input);
}

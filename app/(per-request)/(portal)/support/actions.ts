"use server";

import { revalidatePath } from "next/cache";
import { customerAction, type ActionResult } from "@/lib/auth/action";
import { createSupportTicket, type TicketCreated } from "@/lib/support/tickets";
import { newTicketSchema } from "@/lib/validations/support";

const create = customerAction(newTicketSchema, async (input, customer) => {
  const result = await createSupportTicket(customer, input);
  if (result.ok) revalidatePath("/support");
  return result;
});

/** Opens a support ticket for the logged-in customer ('Nova Solicitacao'). */
export async function createTicket(input: unknown): Promise<ActionResult<TicketCreated>> {
  return create(input);
}

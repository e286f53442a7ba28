import { z } from "zod";
import { supportMessages as m } from "@/lib/support/messages";

export const TICKET_DESCRIPTION_MAX = 2000;

/** The service option's value: contract id and service id joined by a hyphen (docs/SPEC.md §5). */
export function serviceOptionValue(contrato: number, servico: number): string {
  return `${contrato}-${servico}`;
}

const SERVICE_VALUE = /^(\d{1,15})-(\d{1,15})$/;

// `abort` stops at the first failure, so a blank field reports only the required message.
const requiredText = z.string(m.required).trim().min(1, { error: m.required, abort: true });

/**
 * The 'Nova Solicitacao' form, checked in the browser and again in the server
 * action. Every field is required with the spec's one message; whether the
 * service is the customer's and the reason an active one is checked on the server.
 */
export const newTicketSchema = z.object({
  servico: requiredText.regex(SERVICE_VALUE, m.invalidService).transform((value) => {
    const [contrato = "", servico = ""] = value.split("-");
    return { contrato: Number(contrato), servico: Number(servico) };
  }),
  motivo: requiredText.regex(/^\d{1,15}$/, m.invalidReason).transform(Number),
  descricao: requiredText.max(TICKET_DESCRIPTION_MAX, m.tooLong(TICKET_DESCRIPTION_MAX)),
});

export type NewTicketForm = z.input<typeof newTicketSchema>;
export type NewTicket = z.output<typeof newTicketSchema>;

export const emptyTicketForm: NewTicketForm = { servico: "", motivo: "", descricao: "" };

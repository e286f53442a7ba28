import { z } from "zod";
import { supportMessages as m } from "@/lib/support/messages";

export const TICKET_DESCRIPTION_MAX = 2000;

/**
 * The service option's value: contract id and service id joined by a hyphen (docs/SPEC.md §5); a
 * service the SGP told without an id (lib/vendors/sgp/consulta.ts) leaves the second part empty.
 */
export function serviceOptionValue(contrato: number, servico: number | null): string {
  return `${contrato}-${servico ?? ""}`;
}

const SERVICE_VALUE = /^(\d{1,15})-(\d{0,15})$/;
/** A reason's value: its code or its id in the SGP's catalogue (lib/vendors/sgp/tickets.ts). */
const REASON_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

// `abort` stops at the first failure, so a blank field reports only the required message.
const requiredText = z.string(m.required).trim().min(1, { error: m.required, abort: true });

/**
 * The 'Nova Solicitacao' form, checked in the browser and again in the server action. The
 * reason may be empty here: an SGP without the reasons' catalogue takes tickets without one
 * (docs/UPSTREAMS.md §1.7). Where the form shows reasons one is required (ticketFormSchema, and
 * the server checks it against the catalogue); whether the service is the customer's and the
 * reason an active one is checked on the server.
 */
export const newTicketSchema = z.object({
  servico: requiredText.regex(SERVICE_VALUE, m.invalidService).transform((value) => {
    const [contrato = "", servico = ""] = value.split("-");
    return { contrato: Number(contrato), servico: servico ? Number(servico) : null };
  }),
  motivo: z
    .string(m.required)
    .trim()
    .refine((value) => value === "" || REASON_VALUE.test(value), m.invalidReason)
    .transform((value) => value || undefined),
  descricao: requiredText.max(TICKET_DESCRIPTION_MAX, m.tooLong(TICKET_DESCRIPTION_MAX)),
});

const requiredReason = requiredText.regex(REASON_VALUE, m.invalidReason).transform((value): string | undefined => value);

/** What the browser checks before sending: with reasons on screen, every field is required (docs/SPEC.md §5). */
export function ticketFormSchema(withReasons: boolean) {
  return withReasons ? newTicketSchema.extend({ motivo: requiredReason }) : newTicketSchema;
}

export type NewTicketForm = z.input<typeof newTicketSchema>;
export type NewTicket = z.output<typeof newTicketSchema>;

export const emptyTicketForm: NewTicketForm = { servico: "", motivo: "", descricao: "" };

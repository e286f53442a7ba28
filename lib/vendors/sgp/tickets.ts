import "server-only";
import { UpstreamInvalidResponseError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { ticketResponseSchema } from "./answer-schemas";
import { brazilDateTime } from "./dates";
import { collectServiceOrders, compareNewestFirst } from "./orders";
import { serviceOrdersResponseSchema, ticketReasonsResponseSchema } from "./order-schemas";
import type { SgpContext } from "./transport";
import type { ServiceOrder, TicketInput, TicketReason, TicketReasonValue, TicketResult } from "./types";

/** Fixed values of a ticket opened from the portal (docs/SPEC.md §7, §9). */
export const TICKET_DEFAULTS = { ocorrenciatipo: 33, setor: 2, notificar_cliente: 1, usuario: "central" } as const;

/**
 * What a reason sends as `motivoos`: its code (the doc's choice, the default) or its id, each
 * falling back to the other when the catalogue has only one of them (docs/UPSTREAMS.md §1.6, §1.7).
 */
export function reasonValue(reason: { id: number | null; code: string | null }, choice: TicketReasonValue): string {
  const id = reason.id === null ? null : String(reason.id);
  return (choice === "code" ? (reason.code ?? id) : (id ?? reason.code)) ?? "";
}

/** `motivoos` is an integer in the doc (docs/UPSTREAMS.md §1.7): a numeric value goes as a number. */
const motivoos = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : value);

/** Service orders, the ticket reasons' catalogue and ticket creation (docs/UPSTREAMS.md §1.5–§1.7). */
export function ticketCalls(ctx: SgpContext) {
  const reasonChoice = ctx.options.ticketReasonValue ?? "code";

  async function listServiceOrders(contractId: number): Promise<ServiceOrder[]> {
    const json = await ctx.send({ path: "/api/ura/ordemservico/list/", form: { contrato: contractId }, listKey: "ordens_servicos" });
    return parseUpstream("sgp", serviceOrdersResponseSchema, json).ordens_servicos.sort(compareNewestFirst);
  }

  async function listCustomerServiceOrders(contractIds: readonly number[]): Promise<ServiceOrder[]> {
    return collectServiceOrders(contractIds, listServiceOrders);
  }

  /** The active reasons, each with the value `motivoos` takes for it (SGP_TICKET_REASON_VALUE). */
  async function listTicketReasons(): Promise<TicketReason[]> {
    const json = await ctx.send({
      path: "/api/os/ocorrencia/motivo/list/",
      method: "GET",
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    const reasons = new Map<string, TicketReason>();
    for (const reason of parseUpstream("sgp", ticketReasonsResponseSchema, json)) {
      const value = reasonValue(reason, reasonChoice);
      if (reason.active && !reasons.has(value)) reasons.set(value, { value, description: reason.description });
    }
    return [...reasons.values()];
  }

  async function createTicket(input: TicketInput): Promise<TicketResult> {
    const usuario = input.user ?? ctx.options.user ?? TICKET_DEFAULTS.usuario;
    const json = await ctx.send({
      path: "/api/ura/chamado/",
      write: true,
      json: {
        contrato: input.contractId,
        ocorrenciatipo: TICKET_DEFAULTS.ocorrenciatipo,
        // Without a catalogue (an SGP lacking it) the ticket goes without a reason: `motivoos` is optional.
        motivoos: input.reason === undefined ? undefined : motivoos(input.reason),
        setor: TICKET_DEFAULTS.setor,
        conteudo: input.description,
        usuario,
        responsaveloc: usuario,
        notificar_cliente: TICKET_DEFAULTS.notificar_cliente,
        contato_nome: input.contactName,
        contato_telefone: input.contactPhone,
        data_hora_agendamento: brazilDateTime(input.now),
        servico_id: input.serviceId ?? undefined,
      },
    });
    const answer = parseUpstream("sgp", ticketResponseSchema, json);
    // An empty msg stays empty: the screen then says 'Erro desconhecido' (docs/SPEC.md §8).
    if (answer.status !== 1) throw new UpstreamRejectedError("sgp", answer.msg);
    if (!answer.protocolo) throw new UpstreamInvalidResponseError("sgp", "protocolo", "ausente");
    ctx.customers.clear();
    return { protocol: answer.protocolo };
  }

  return { listServiceOrders, listCustomerServiceOrders, listTicketReasons, createTicket };
}

import "server-only";
import { createHash } from "node:crypto";
import type { ActionResult } from "@/lib/shared/action-result";
import type { SessionCustomer } from "@/lib/auth/session-customer";
import { log, maskDocument } from "@/lib/platform/log";
import { notifyCustomer } from "@/lib/notifications/notify";
import { findOwnedService } from "@/lib/services/ownership";
import { sgp, type Customer, type TicketReason } from "@/lib/vendors/sgp";
import { MISSING, type Missing } from "@/lib/shared/missing";
import { UpstreamFeatureMissingError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import type { NewTicket } from "@/lib/support/validation";
import { DuplicateInFlightError, runOnce } from "./dedupe";
import { supportMessages as m } from "./messages";

/** A repeated submit of the same ticket within this window returns the first one's protocol. */
export const TICKET_DEDUPE_WINDOW_MS = 60_000;
const DEDUPE_SCOPE = "ticket";

export type TicketCreated = { protocolo: string };

/** Same customer, service, reason and text (whitespace and case aside) give the same key. */
export function ticketDedupeKey(cpf: string, ticket: NewTicket): string {
  const text = ticket.descricao.replace(/\s+/g, " ").trim().toLowerCase();
  const parts = [cpf, ticket.servico.contrato, ticket.servico.servico ?? "", ticket.motivo ?? "", text];
  return createHash("sha256").update(parts.join("\u0000")).digest("hex");
}

/** The server's own message when the SGP gave one, else the spec's 'Erro desconhecido'. */
function failureMessage(error: unknown): string {
  if (error instanceof UpstreamRejectedError && error.serverMessage) return error.serverMessage;
  if (error instanceof UpstreamFeatureMissingError) return m.ticketsNotOffered;
  return m.unknownError;
}

async function loadClient(cpf: string): Promise<Customer | { error: string }> {
  try {
    return await sgp().findCustomer(cpf);
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(cpf) }, "chamado: cliente não carregado");
    return { error: failureMessage(error) };
  }
}

/** The active reasons; MISSING on an SGP without the catalogue; null when it failed. */
async function loadMotives(): Promise<TicketReason[] | Missing | null> {
  try {
    return await sgp().listTicketReasons();
  } catch (error) {
    if (error instanceof UpstreamFeatureMissingError) return MISSING;
    log.error({ err: error }, "chamado: motivos não carregados");
    return null;
  }
}

type ReasonCheck = { ok: true; reason: string | undefined } | { ok: false; result: ActionResult<TicketCreated> };

/** The reason to send: one of the active ones, or none on an SGP without the catalogue (docs/UPSTREAMS.md §1.7). */
function checkReason(motives: TicketReason[] | Missing | null, motivo: string | undefined): ReasonCheck {
  if (motives === null) return { ok: false, result: { ok: false, error: m.motivesFailed } };
  const invalid = { ok: false as const, result: { ok: false as const, error: m.invalidReason, fieldErrors: { motivo: m.invalidReason } } };
  if (motives === MISSING) return motivo === undefined ? { ok: true, reason: undefined } : invalid;
  if (motivo === undefined) return { ok: false, result: { ok: false, error: m.required, fieldErrors: { motivo: m.required } } };
  return motives.some((motive) => motive.value === motivo) ? { ok: true, reason: motivo } : invalid;
}

/**
 * Opens a ticket in the subscriber system for the session's customer: the
 * contract and service must be among the customer's own (looked up again from
 * the SGP) and the reason an active one; nothing is sent otherwise. The ticket's
 * contact is the session customer. Repeats within the window are answered with
 * the first ticket's protocol instead of opening another one.
 */
export async function createSupportTicket(customer: SessionCustomer, ticket: NewTicket): Promise<ActionResult<TicketCreated>> {
  const [client, motives] = await Promise.all([loadClient(customer.document), loadMotives()]);
  if ("error" in client) return { ok: false, error: client.error };
  const owned = findOwnedService(client, ticket.servico.contrato, ticket.servico.servico);
  if (!owned) {
    log.warn({ cpf: maskDocument(customer.document), ...ticket.servico }, "chamado para serviço alheio recusado");
    return { ok: false, error: m.invalidService, fieldErrors: { servico: m.invalidService } };
  }
  const reason = checkReason(motives, ticket.motivo);
  if (!reason.ok) return reason.result;

  let outcome: { result: TicketCreated; replayed: boolean };
  try {
    outcome = await runOnce(
      DEDUPE_SCOPE,
      ticketDedupeKey(customer.document, ticket),
      () =>
        sgp()
          .createTicket({
            contractId: owned.contract.id,
            serviceId: owned.service.id,
            reason: reason.reason,
            description: ticket.descricao,
            contactName: customer.name,
            contactPhone: customer.phone,
          })
          .then(({ protocol }) => ({ protocolo: protocol })),
      { windowMs: TICKET_DEDUPE_WINDOW_MS },
    );
  } catch (error) {
    if (error instanceof DuplicateInFlightError) return { ok: false, error: m.inFlight };
    log.error(
      { err: error, cpf: maskDocument(customer.document), contrato: owned.contract.id },
      `Falha ao criar chamado: ${(error as Error).message}`,
    );
    return { ok: false, error: failureMessage(error) };
  }

  const { protocolo } = outcome.result;
  if (!outcome.replayed) {
    log.info({ cpf: maskDocument(customer.document), contrato: owned.contract.id, protocolo }, "chamado criado");
    await notifyCustomer(customer.document, {
      titulo: m.notification.title,
      mensagem: m.notification.message(protocolo),
      tipo: "success",
      link: "/support",
      categoria: "suporte",
    });
  }
  return { ok: true, data: { protocolo }, message: m.created };
}

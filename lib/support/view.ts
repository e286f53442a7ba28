import { formatDate, formatDateTime } from "@/lib/shared/br/dates";
import { servicesMessages } from "@/lib/services/messages";
import { normalizeStatus, statusLabel } from "@/lib/services/status";
import { serviceTypeLabel } from "@/lib/services/view";
import type { Customer, ServiceOrder, TicketReason } from "@/lib/vendors/sgp/types";
import { serviceOptionValue } from "@/lib/support/validation";
import type { Missing } from "@/lib/shared/missing";
import type { BadgeView, Tone } from "@/lib/shared/tone";
import { supportMessages } from "./messages";

/**
 * What the support screen shows; each part is null when its upstream read failed, so only that part
 * shows its message, and MISSING when the provider's SGP lacks the module, so the part is hidden.
 */
export type SupportView = {
  services: ServiceOption[] | null;
  motives: MotiveOption[] | null | Missing;
  orders: OrderView[] | null | Missing;
};

const none = supportMessages.none;

const ORDER_TONES: Readonly<Record<string, Tone>> = {
  aberto: "warning",
  aberta: "warning",
  pendente: "severe",
  "em andamento": "info",
  andamento: "info",
  finalizada: "success",
  resolvida: "success",
  cancelada: "danger",
};

/** Service-order badge (docs/SPEC.md §4), case-insensitive; any other status is shown as written, neutral. */
export function orderStatusBadge(status: string | null | undefined): BadgeView {
  return { label: statusLabel(status), tone: ORDER_TONES[normalizeStatus(status)] ?? "neutral" };
}

/** 'dd/mm/yyyy hh:mm' from the SGP's separate date and time, 'dd/mm/yyyy' without a time, '-' without a date. */
export function orderDateTime(date: string | null, time: string | null): string {
  if (!date) return none;
  return time ? formatDateTime(`${date} ${time}`) : formatDate(date);
}

/**
 * Everything the list and the detail dialog show of an order (docs/SPEC.md §3 Service order), as
 * far as the SGP shows it: no description, classifications nor opening and scheduling times
 * (docs/UPSTREAMS.md §1.5).
 */
export type OrderView = {
  id: number;
  protocolo: string;
  motivo: string;
  status: BadgeView;
  tipo: string;
  contrato: string;
  contratoStatus: string;
  abertura: string;
  agendamento: string;
  finalizacao: string;
  responsavel: string;
  tecnicosAuxiliares: string[];
};

const orNone = (value: string | null | undefined) => value?.trim() || none;

export function toOrderView(order: ServiceOrder): OrderView {
  return {
    id: order.id,
    protocolo: orNone(order.number),
    motivo: orNone(order.reason),
    status: orderStatusBadge(order.status),
    tipo: orNone(order.type),
    contrato: order.contractId === null ? none : String(order.contractId),
    contratoStatus: order.contractStatus ? statusLabel(order.contractStatus) : none,
    abertura: orderDateTime(order.openedDate, null),
    agendamento: orderDateTime(order.scheduledDate, null),
    finalizacao: orderDateTime(order.closedDate, order.closedTime),
    responsavel: orNone(order.assignee),
    tecnicosAuxiliares: order.assistantTechnicians,
  };
}

export type ServiceOption = { value: string; label: string };

/** The ticket form's services: one option per service of every contract, valued 'contractId-serviceId'. */
export function toServiceOptions(customer: Customer): ServiceOption[] {
  return customer.contracts.flatMap((contract) =>
    contract.services.map((service) => ({
      value: serviceOptionValue(contract.id, service.id),
      label: supportMessages.form.serviceOption(
        contract.id,
        service.plan.description || String(service.id),
        serviceTypeLabel(service.type, { blank: servicesMessages.none }),
      ),
    })),
  );
}

/** `value` is what the form sends, the reason's `motivoos` (lib/vendors/sgp/tickets.ts). */
export type MotiveOption = { value: string; descricao: string };

/** The ticket form's reasons: only what the select shows. */
export function toMotiveOptions(reasons: readonly TicketReason[]): MotiveOption[] {
  return reasons.map(({ value, description }) => ({ value, descricao: description }));
}

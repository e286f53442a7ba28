import { formatDate, formatDateTime } from "@/lib/br/dates";
import { normalizeStatus, statusLabel, type StatusBadgeView, type StatusTone } from "@/lib/services/status";
import type { ServiceOrder } from "@/lib/sgp/types";
import { supportMessages } from "./messages";

const none = supportMessages.none;

const ORDER_TONES: Readonly<Record<string, StatusTone>> = {
  aberto: "yellow",
  aberta: "yellow",
  pendente: "orange",
  "em andamento": "blue",
  andamento: "blue",
  finalizada: "green",
  resolvida: "green",
  cancelada: "red",
};

/** Service-order badge (docs/SPEC.md §4), case-insensitive; any other status is shown as written, neutral. */
export function orderStatusBadge(status: string | null | undefined): StatusBadgeView {
  return { label: statusLabel(status), tone: ORDER_TONES[normalizeStatus(status)] ?? "neutral" };
}

/** 'dd/mm/yyyy hh:mm' from the SGP's separate date and time, 'dd/mm/yyyy' without a time, '-' without a date. */
export function orderDateTime(date: string | null, time: string | null): string {
  if (!date) return none;
  return time ? formatDateTime(`${date} ${time}`) : formatDate(date);
}

/** Everything the list and the detail dialog show of an order (docs/SPEC.md §3 Service order). */
export type OrderView = {
  id: number;
  protocolo: string;
  motivo: string;
  status: StatusBadgeView;
  tipo: string;
  conteudo: string;
  contrato: string;
  contratoStatus: string;
  abertura: string;
  agendamento: string;
  finalizacao: string;
  responsavel: string;
  tecnicosAuxiliares: string[];
  classificacoes: string[];
};

const orNone = (value: string | null | undefined) => value?.trim() || none;

export function orderView(order: ServiceOrder): OrderView {
  return {
    id: order.id,
    protocolo: orNone(order.number),
    motivo: orNone(order.reason),
    status: orderStatusBadge(order.status),
    tipo: orNone(order.type),
    conteudo: orNone(order.description),
    contrato: order.contractId === null ? none : String(order.contractId),
    contratoStatus: order.contractStatus ? statusLabel(order.contractStatus) : none,
    abertura: orderDateTime(order.openedDate, order.openedTime),
    agendamento: orderDateTime(order.scheduledDate, order.scheduledTime),
    finalizacao: orderDateTime(order.closedDate, order.closedTime),
    responsavel: orNone(order.assignee),
    tecnicosAuxiliares: order.assistantTechnicians,
    classificacoes: order.classifications,
  };
}

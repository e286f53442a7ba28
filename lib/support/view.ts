import { formatDate, formatDateTime } from "@/lib/br/dates";
import { normalizeStatus, statusLabel, type StatusBadgeView, type StatusTone } from "@/lib/services/status";
import { serviceTypeLabel } from "@/lib/services/view";
import type { Client, OrderMotive, ServiceOrder } from "@/lib/sgp/types";
import { serviceOptionValue } from "@/lib/validations/support";
import { supportMessages } from "./messages";

/** What the support screen shows; each part is null when its upstream read failed, so only that part shows its message. */
export type SupportView = {
  services: ServiceOption[] | null;
  motives: MotiveOption[] | null;
  orders: OrderView[] | null;
};

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

export function toOrderView(order: ServiceOrder): OrderView {
  return {
    id: order.id,
    protocolo: orNone(order.ocorrencia),
    motivo: orNone(order.motivo),
    status: orderStatusBadge(order.status),
    tipo: orNone(order.tipo),
    conteudo: orNone(order.conteudo),
    contrato: order.contrato === null ? none : String(order.contrato),
    contratoStatus: order.contrato_status ? statusLabel(order.contrato_status) : none,
    abertura: orderDateTime(order.data_cadastro, order.hora_cadastro),
    agendamento: orderDateTime(order.data_agendamento, order.hora_agendamento),
    finalizacao: orderDateTime(order.data_finalizacao, order.hora_finalizacao),
    responsavel: orNone(order.responsavel),
    tecnicosAuxiliares: order.tecnicos_auxiliares,
    classificacoes: order.classificacoes,
  };
}

export type ServiceOption = { value: string; label: string };

/** The ticket form's services: one option per service of every contract, valued 'contractId-serviceId'. */
export function toServiceOptions(client: Client): ServiceOption[] {
  return client.contratos.flatMap((contract) =>
    contract.servicos.map((service) => ({
      value: serviceOptionValue(contract.id, service.id),
      label: supportMessages.form.serviceOption(contract.id, service.plano.descricao || String(service.id), serviceTypeLabel(service.tipo)),
    })),
  );
}

export type MotiveOption = { id: number; descricao: string };

/** The ticket form's reasons: only what the select shows. */
export function toMotiveOptions(motives: readonly OrderMotive[]): MotiveOption[] {
  return motives.map(({ id, descricao }) => ({ id, descricao }));
}

import { serviceTypeLabel } from "@/lib/services/view";
import type { Tone } from "@/lib/shared/tone";
import { isContractActive } from "@/lib/vendors/sgp/status";
import type { Customer } from "@/lib/vendors/sgp/types";
import { dashboardMessages as m } from "./messages";

/** The dashboard's cards computed from the customer record (docs/SPEC.md §2, Dashboard). */

export type CardValue = { value: string; detail?: string };

/** 'Vencimento': the first contract's due day and 'Todo mês', or '-'. */
export function dueDayCard(customer: Pick<Customer, "contracts">): CardValue {
  const day = customer.contracts[0]?.dueDay;
  return day ? { value: m.dueDay.value(day), detail: m.dueDay.detail } : { value: m.dueDay.none };
}

export type AccountStatus = "online" | "attention" | "unknown";

/** 'Status Conta': Online when the first contract is ativo, Atenção otherwise, Indefinido without a contract. */
export function accountStatus(customer: Pick<Customer, "contracts">): AccountStatus {
  const first = customer.contracts[0];
  if (!first) return "unknown";
  return isContractActive(first) ? "online" : "attention";
}

export const ACCOUNT_STATUS_LABEL: Record<AccountStatus, string> = {
  online: m.account.online,
  attention: m.account.attention,
  unknown: m.account.unknown,
};

/** The 'Status Conta' value's colour: Online green, Atenção yellow, Indefinido the card's own. */
export const ACCOUNT_STATUS_TONE = {
  online: "success",
  attention: "warning",
  unknown: "neutral",
} as const satisfies Record<AccountStatus, Tone>;

/** `id` is null for a service the SGP told without one (lib/vendors/sgp/consulta.ts). */
export type ActiveService = { id: number | null; contrato: number; plano: string; tipo: string };

/** The services of ativo contracts: the SGP keeps the status per contract, not per service (docs/UPSTREAMS.md §1.1). */
export function activeServices(customer: Pick<Customer, "contracts">): ActiveService[] {
  return customer.contracts.filter(isContractActive).flatMap((contract) =>
    contract.services.map((service) => ({
      id: service.id,
      contrato: contract.id,
      plano: service.plan.description,
      tipo: serviceTypeLabel(service.type, { blank: m.services.blankType, lowercase: true }),
    })),
  );
}

/** What the dashboard's customer cards show ('Vencimento', 'Status Conta', 'Serviços Ativos'), built once from the SGP's customer. */
export type DashboardCustomerView = {
  dueDay: CardValue;
  status: AccountStatus;
  firstContractStatus: string | null;
  services: ActiveService[];
};

export function toDashboardCustomerView(customer: Pick<Customer, "contracts">): DashboardCustomerView {
  return {
    dueDay: dueDayCard(customer),
    status: accountStatus(customer),
    firstContractStatus: customer.contracts[0]?.status ?? null,
    services: activeServices(customer),
  };
}

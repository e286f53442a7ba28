import { serviceTypeLabel } from "@/lib/services/view";
import type { Client } from "@/lib/sgp/types";
import { serviceOptionValue } from "@/lib/validations/support";
import { supportMessages as m } from "./messages";

export type ServiceOption = { value: string; label: string };

/** One option per service of every contract, valued 'contractId-serviceId'. */
export function serviceOptions(client: Client): ServiceOption[] {
  return client.contratos.flatMap((contract) =>
    contract.servicos.map((service) => ({
      value: serviceOptionValue(contract.id, service.id),
      label: m.form.serviceOption(contract.id, service.plano.descricao || String(service.id), serviceTypeLabel(service.tipo)),
    })),
  );
}

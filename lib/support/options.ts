import { serviceTypeLabel } from "@/lib/services/view";
import type { Customer } from "@/lib/sgp/types";
import { serviceOptionValue } from "@/lib/validations/support";
import { supportMessages as m } from "./messages";

export type ServiceOption = { value: string; label: string };

/** One option per service of every contract, valued 'contractId-serviceId'. */
export function serviceOptions(customer: Customer): ServiceOption[] {
  return customer.contracts.flatMap((contract) =>
    contract.services.map((service) => ({
      value: serviceOptionValue(contract.id, service.id),
      label: m.form.serviceOption(contract.id, service.plan.description || String(service.id), serviceTypeLabel(service.type)),
    })),
  );
}

import "server-only";
import { monthKeyInBrazil } from "@/lib/shared/br/calendar";
import { showsConnection } from "@/lib/connection/state";
import { MISSING, type Missing } from "@/lib/shared/missing";
import { settle, settleFeature } from "@/lib/platform/settle";
import { sgp } from "@/lib/vendors/sgp";
import { monthUsage, recentMonths, type MonthUsage } from "./usage";

export type ContractUsage = { contractId: number; plan: string; months: MonthUsage[] | null | Missing };

/**
 * Each internet contract's usage this month and the 6 before (docs/SGP-ENDPOINTS.md §5), each
 * contract settled on its own: null when it failed, MISSING when the SGP lacks the statement.
 * Null when the customer read failed.
 */
export async function loadUsage(document: string, now = new Date()): Promise<ContractUsage[] | null> {
  const customer = await settle(sgp().findCustomer(document), "consumo: cliente", document);
  if (!customer) return null;
  const months = recentMonths(monthKeyInBrazil(now));
  const contracts = customer.contracts.filter((c) => showsConnection(c) && c.services.some((s) => s.type === "internet"));
  return Promise.all(
    contracts.map(async (contract): Promise<ContractUsage> => {
      const answers = await settleFeature(sgp().listUsage(document, contract.id, months), "consumo: extrato de uso", document);
      return {
        contractId: contract.id,
        plan: contract.services.find((s) => s.type === "internet")?.plan.description ?? "",
        months: answers === null || answers === MISSING ? answers : answers.map(monthUsage),
      };
    }),
  );
}

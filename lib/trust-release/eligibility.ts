import { isContractCancelled, isServiceActive, isServiceBlocked } from "@/lib/sgp/status";
import { trustReleaseMessages as m } from "./messages";

/** What one request will do with each contract that is not cancelado. */
export type ReleasePlan = {
  /** Contracts with a blocked service (code 4): one promise release each. */
  release: number[];
  /** Contracts with nothing blocked, recorded as pulado with the reason. */
  skip: { contrato: number; resultado: string }[];
};

/** The parts of the SGP's customer the rules read. */
export type ContractsOf = {
  contracts: readonly { id: number; status: string; services: readonly { status: number | string | null }[] }[];
};

export type Eligibility = { ok: true; plan: ReleasePlan } | { ok: false; error: string };

/**
 * The refusals of docs/SPEC.md §5 and §8, in their order, from the customer's contracts in the SGP.
 * `null` stands for a customer the SGP does not know. A refusal writes no record, so it
 * does not use up the month.
 */
export function planTrustRelease(customer: ContractsOf | null): Eligibility {
  if (!customer || customer.contracts.length === 0) return { ok: false, error: m.clientMissing };
  const open = customer.contracts.filter((contract) => !isContractCancelled(contract));
  if (open.length === 0) return { ok: false, error: m.noActiveContract };
  const services = open.flatMap((contract) => contract.services);
  if (services.length > 0 && services.every(isServiceActive)) return { ok: false, error: m.allActive };

  const plan: ReleasePlan = { release: [], skip: [] };
  for (const contract of open) {
    if (contract.services.some(isServiceBlocked)) plan.release.push(contract.id);
    else {
      const allActive = contract.services.length > 0 && contract.services.every(isServiceActive);
      plan.skip.push({ contrato: contract.id, resultado: allActive ? m.skippedAllActive : m.skippedNothingBlocked });
    }
  }
  if (plan.release.length === 0) return { ok: false, error: m.nothingToRelease };
  return { ok: true, plan };
}

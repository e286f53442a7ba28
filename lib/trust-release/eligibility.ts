import { isContractCancelled, isContractInService, isSuspendedForNonPayment } from "@/lib/vendors/sgp/status";
import { trustReleaseMessages as m } from "./messages";

/** What one request will do with each contract that is not cancelado. */
export type ReleasePlan = {
  /** Contracts suspended for non-payment: one promise release each. */
  release: number[];
  /** Contracts with nothing to release, recorded as pulado with the reason. */
  skip: { contrato: number; resultado: string }[];
};

/**
 * The parts of the SGP's customer the rules read: each contract's status and its reason
 * (`motivo_status`). The SGP keeps the suspension per contract; no reference shows a status
 * per service (docs/UPSTREAMS.md §1.0, §1.1).
 */
export type ContractsOf = {
  contracts: readonly { id: number; status: string; statusReason: string }[];
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
  if (open.every(isContractInService)) return { ok: false, error: m.allActive };

  const plan: ReleasePlan = { release: [], skip: [] };
  for (const contract of open) {
    if (isSuspendedForNonPayment(contract)) plan.release.push(contract.id);
    else plan.skip.push({ contrato: contract.id, resultado: isContractInService(contract) ? m.skippedAllActive : m.skippedNothingBlocked });
  }
  if (plan.release.length === 0) return { ok: false, error: m.nothingToRelease };
  return { ok: true, plan };
}

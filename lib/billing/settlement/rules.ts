import { brazilDate } from "@/lib/vendors/sgp/dates";

/**
 * The settlement's rules, pure: when to try again, when to stop, what `baixar` is sent and what the
 * release check decides (docs/SGP-ENDPOINTS.md §2; OPERATIONS.md, Settlement in the SGP).
 */

/** The first retry after this, doubling on each failure up to MAX_BACKOFF_MS. */
/** How one settlement attempt ended (settle.ts, release.ts). */
export type AttemptOutcome = "settled" | "operator" | "retrying" | "lost-lease";

export const FIRST_BACKOFF_MS = 15_000;
export const MAX_BACKOFF_MS = 30 * 60_000;
/** After this long without a settlement the payment waits for the operator. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/**
 * How long a claim holds a row: well past the longest attempt (up to eight SGP calls, reads tried
 * twice, each bounded by SGP_TIMEOUT_MS), so no second worker takes a row whose `baixar` may still
 * be on its way. A worker that died leaves its row to the others after this.
 */
export const LEASE_MS = 10 * 60_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones (at least 1). */
export function backoffMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts, 1) - 1, 20);
  return Math.min(FIRST_BACKOFF_MS * 2 ** doublings, MAX_BACKOFF_MS);
}

/** Whether a failed attempt at `now` ends the retries of a settlement started at `since`. */
export function givesUp(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() >= GIVE_UP_AFTER_MS;
}

const cents = (amount: number) => Math.round(amount * 100);

/** A payment below what the SGP has open for the title is not settled (the operator decides). */
export function paidShort(paid: number, open: number): boolean {
  return cents(paid) < cents(open);
}

/** `data_pagamento`: the payment's date in America/Sao_Paulo (docs/SGP-ENDPOINTS.md §2). */
export function paymentDate(paidAt: Date): string {
  return brazilDate(paidAt);
}

export type ReleaseDecision =
  /** The SGP released it on its own: tell the subscriber. */
  | "released-by-sgp"
  /** Still suspended, nothing overdue: the portal releases it (SGP_RELEASE_ON_SETTLE). */
  | "release"
  /** Still suspended, nothing overdue, the portal does not release: tell the subscriber it is on its way. */
  | "awaiting-provider"
  /** Another overdue title keeps it suspended, or it was never suspended: nothing to say. */
  | "none";

/**
 * What to do for the contract of a settled title, as the SGP shows it after the settlement.
 * `wasSuspended`: suspended for non-payment before the settlement (null: not known, the title was
 * found settled already, so a contract active now is not claimed as released by this payment).
 */
export function releaseDecision(input: {
  wasSuspended: boolean | null;
  inService: boolean;
  suspendedForNonPayment: boolean;
  overdueLeft: boolean;
  releaseOnSettle: boolean;
}): ReleaseDecision {
  if (input.inService) return input.wasSuspended ? "released-by-sgp" : "none";
  if (!input.suspendedForNonPayment || input.overdueLeft) return "none";
  return input.releaseOnSettle ? "release" : "awaiting-provider";
}

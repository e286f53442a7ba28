import "server-only";

/** Settling confirmed payments in the SGP and the release that follows (settle.ts, release.ts). */
export { portalSettles, runSettlementSweep, settleAfterResponse, settlePayment, type SweepSummary } from "./settle";
export type { AttemptOutcome } from "./rules";
export { queueSettlement, settlementBacklog, settlementsForOperator, settlementsOf } from "./store";

import type { Tone } from "@/lib/shared/tone";

/**
 * The ONU's received optical power judged against thresholds. Consumers of the SGP rate
 * Rx ≥ −25 dBm good and −25…−27 borderline (docs/SGP-ENDPOINTS.md §3); a provider sets its own
 * with ONU_RX_WEAK_DBM / ONU_RX_CRITICAL_DBM or per brand (config/brands.ts `signal`).
 */
export type SignalThresholds = {
  /** Below this (dBm) the signal is weak. */
  weakBelowDbm: number;
  /** Below this (dBm) the signal is critical. */
  criticalBelowDbm: number;
};

export const DEFAULT_SIGNAL_THRESHOLDS: SignalThresholds = { weakBelowDbm: -25, criticalBelowDbm: -27 };

export type SignalGrade = "good" | "weak" | "critical";

export const GRADE_TONE = { good: "success", weak: "warning", critical: "danger" } as const satisfies Record<SignalGrade, Tone>;

export function judgeSignal(rxDbm: number, thresholds: SignalThresholds = DEFAULT_SIGNAL_THRESHOLDS): SignalGrade {
  if (rxDbm < thresholds.criticalBelowDbm) return "critical";
  return rxDbm < thresholds.weakBelowDbm ? "weak" : "good";
}

/** A reading older than this is shown with a warning that it may be stale (docs/SGP-ENDPOINTS.md §3). */
export const STALE_READING_HOURS = 48;

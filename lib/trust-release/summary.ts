import { trustReleaseMessages as m } from "./messages";
import { RELEASE_STATUS, type FinalReleaseStatus } from "./status";
import type { ContratoLiberado } from "./store";

export type ReleaseSummary = {
  status: FinalReleaseStatus;
  /** False when no contract was released: the customer sees the SGP's error. */
  ok: boolean;
  message: string;
  released: number;
  attempted: number;
};

/** The final status and the customer's message from each contract's result (skipped ones do not count). */
export function summarizeRelease(results: readonly ContratoLiberado[]): ReleaseSummary {
  const attempted = results.filter((r) => !r.pulado);
  const released = attempted.filter((r) => r.sucesso).length;
  const counts = { released, attempted: attempted.length };
  if (attempted.length > 0 && released === attempted.length) {
    return { status: RELEASE_STATUS.released, ok: true, message: m.released(released), ...counts };
  }
  if (released > 0) {
    return { status: RELEASE_STATUS.partial, ok: true, message: m.partial(released, attempted.length), ...counts };
  }
  const errors = [...new Set(attempted.map((r) => r.erro).filter((e): e is string => !!e))];
  const undecided = attempted.length > 0 && attempted.every((r) => r.indisponivel);
  return {
    status: undecided ? RELEASE_STATUS.failed : RELEASE_STATUS.denied,
    ok: false,
    message: errors.join(" ") || m.sendFailed,
    ...counts,
  };
}

import "server-only";
import { config } from "@/lib/platform/config";
import { log } from "@/lib/platform/log";
import { repeatInServer } from "@/lib/platform/runtime/server-job";
import { runSettlementSweep } from "./settle";

/**
 * With SGP_SETTLEMENT=portal the server sweeps the due settlements every SGP_SETTLE_SWEEP_SECONDS
 * (each row is claimed before it is worked on).
 */
export function startSettlementSweep(): void {
  const seconds = config().SGP_SETTLE_SWEEP_SECONDS;
  if (config().SGP_SETTLEMENT !== "portal" || seconds === 0) return;
  const started = repeatInServer({
    name: "settlement-sweep",
    everyMs: seconds * 1000,
    failure: "baixas no SGP: varredura falhou",
    run: async () => {
      const summary = await runSettlementSweep();
      if (summary.claimed > 0) log.info({ summary }, "baixas no SGP: varredura concluída");
    },
  });
  if (started) log.info({ seconds }, "baixas no SGP varridas no servidor");
}

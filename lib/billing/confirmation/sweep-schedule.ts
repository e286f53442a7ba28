import "server-only";
import { config } from "@/lib/platform/config";
import { log } from "@/lib/platform/log";
import { repeatInServer } from "@/lib/platform/runtime/server-job";
import { sweepUnpaidCharges } from "./sweep";

/**
 * Every PAYMENTS_SWEEP_INTERVAL_MINUTES the server runs the reconciliation sweep (a payment is
 * recorded once, whoever finds it).
 */
export function startSweepSchedule(): void {
  const minutes = config().PAYMENTS_SWEEP_INTERVAL_MINUTES;
  if (minutes === 0) return;
  repeatInServer({
    name: "payments-sweep",
    everyMs: minutes * 60_000,
    failure: "varredura de pagamentos falhou",
    run: async () => {
      const summary = await sweepUnpaidCharges();
      if (summary.recorded > 0 || summary.failed > 0) log.info({ summary }, "varredura de pagamentos concluída");
    },
  });
}

import "server-only";
import { config } from "@/lib/platform/config";
import { log } from "@/lib/platform/log";
import { runSettlementSweep } from "./settle";

let timer: ReturnType<typeof setInterval> | undefined;
let running = false;

/**
 * With SGP_SETTLEMENT=portal the server sweeps the due settlements every SGP_SETTLE_SWEEP_SECONDS
 * (every instance may: each row is claimed before it is worked on). The timer does not keep the
 * process alive, and a failed sweep is logged, never thrown.
 */
export function startSettlementSweep(): void {
  const seconds = config().SGP_SETTLE_SWEEP_SECONDS;
  if (config().SGP_SETTLEMENT !== "portal" || seconds === 0 || timer) return;
  timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  log.info({ seconds }, "baixas no SGP varridas no servidor");
}

async function tick(): Promise<void> {
  // A slow sweep (SGP timeouts) must not overlap the next one in this process.
  if (running) return;
  running = true;
  try {
    const summary = await runSettlementSweep();
    if (summary.claimed > 0) log.info({ summary }, "baixas no SGP: varredura concluída");
  } catch (error) {
    log.error({ err: error }, "baixas no SGP: varredura falhou");
  } finally {
    running = false;
  }
}

import "server-only";
import { config } from "@/lib/platform/config";
import { log } from "@/lib/platform/log";
import { sweepUnpaidCharges } from "./sweep";

let timer: ReturnType<typeof setInterval> | undefined;
let running = false;

/**
 * Every PAYMENTS_SWEEP_INTERVAL_MINUTES the server runs the reconciliation sweep (every instance
 * may: a payment is recorded once whoever finds it). The timer does not keep the process alive,
 * and a failed run is logged, never thrown.
 */
export function startSweepSchedule(): void {
  const minutes = config().PAYMENTS_SWEEP_INTERVAL_MINUTES;
  if (minutes === 0 || timer) return;
  timer = setInterval(() => void tick(), minutes * 60_000);
  timer.unref();
}

async function tick(): Promise<void> {
  // A slow gateway must not make runs overlap in this process.
  if (running) return;
  running = true;
  try {
    const summary = await sweepUnpaidCharges();
    if (summary.recorded > 0 || summary.failed > 0) log.info({ summary }, "varredura de pagamentos concluída");
  } catch (error) {
    log.error({ err: error }, "varredura de pagamentos falhou");
  } finally {
    running = false;
  }
}

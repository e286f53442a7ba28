import "server-only";
import { config } from "@/lib/platform/config";
import { log } from "@/lib/platform/log";
import { reminderRunFailed, runReminders } from "./job";

let timer: ReturnType<typeof setInterval> | undefined;
let running = false;

/**
 * With REMINDERS_INTERVAL_MINUTES set, the server runs the reminder job itself on that
 * interval (every instance may: the database keeps each reminder to one). The timer does not
 * keep the process alive, and a failed run is logged, never thrown.
 */
export function startReminderSchedule(): void {
  const minutes = config().REMINDERS_INTERVAL_MINUTES;
  if (minutes === 0 || timer) return;
  timer = setInterval(() => void tick(), minutes * 60_000);
  timer.unref();
  log.info({ minutes }, "lembretes de vencimento agendados no servidor");
}

async function tick(): Promise<void> {
  // A slow run (SGP timeouts) must not overlap the next one in this process.
  if (running) return;
  running = true;
  try {
    const summary = await runReminders();
    if (reminderRunFailed(summary)) log.warn({ summary }, "lembretes: execução com falhas");
    else log.info({ summary }, "lembretes: execução concluída");
  } catch (error) {
    log.error({ err: error }, "lembretes: execução falhou");
  } finally {
    running = false;
  }
}

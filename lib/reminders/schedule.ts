import "server-only";
import { config } from "@/lib/platform/config";
import { log } from "@/lib/platform/log";
import { repeatInServer } from "@/lib/platform/runtime/server-job";
import { reminderRunFailed, runReminders } from "./job";

/**
 * With REMINDERS_INTERVAL_MINUTES set, the server runs the reminder job itself on that interval
 * (the database keeps each reminder to one).
 */
export function startReminderSchedule(): void {
  const minutes = config().REMINDERS_INTERVAL_MINUTES;
  if (minutes === 0) return;
  const started = repeatInServer({
    name: "reminders",
    everyMs: minutes * 60_000,
    failure: "lembretes: execução falhou",
    run: async () => {
      const summary = await runReminders();
      if (reminderRunFailed(summary)) log.warn({ summary }, "lembretes: execução com falhas");
      else log.info({ summary }, "lembretes: execução concluída");
    },
  });
  if (started) log.info({ minutes }, "lembretes de vencimento agendados no servidor");
}

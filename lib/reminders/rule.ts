import { daysUntil } from "@/lib/shared/br/calendar";
import { formatInBrazil } from "@/lib/shared/br/dates";

/*
 * When a due-date reminder goes out. Pure functions of an instant, so the job, the
 * command line (--at) and the tests agree on São Paulo's calendar day and hour.
 */

/** No reminder is sent from 21:00 to 07:59 in São Paulo. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

export function isQuietHour(now: Date): boolean {
  const hour = Number(formatInBrazil(now, "H"));
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/**
 * Which reminder an invoice due on `dueDate` ('YYYY-MM-DD') gets on `now`'s São Paulo day:
 * the smallest configured number of days before the due date that is not less than the days
 * left. So with days [3, 0] it is 3 from three days before up to the day before (a run that
 * missed the exact day, or fell in quiet hours, catches up), 0 on the due date, and nothing
 * earlier or once it is overdue. Null when no reminder applies.
 */
export function reminderDaysBefore(dueDate: string, now: Date, days: readonly number[]): number | null {
  const left = daysUntil(dueDate, now);
  if (left === null || left < 0) return null;
  const applicable = days.filter((d) => d >= left);
  return applicable.length > 0 ? Math.min(...applicable) : null;
}

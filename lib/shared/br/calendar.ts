import { TZDate } from "@date-fns/tz";
import { BRAZIL_TIME_ZONE, formatInBrazil, parseDateInput, type DateInput } from "./dates";

/** Calendar dates are plain 'YYYY-MM-DD' strings; the arithmetic below is done in UTC so no zone can shift them. */
const DATE_STRING = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dateStringToUtc(value: string): number {
  const match = DATE_STRING.exec(value);
  if (match) {
    const [, y, m, d] = match;
    const utc = Date.UTC(Number(y), Number(m) - 1, Number(d));
    if (new Date(utc).toISOString().slice(0, 10) === value) return utc;
  }
  throw new RangeError(`Expected a calendar date as YYYY-MM-DD, got "${value}"`);
}

/** Today's calendar date in São Paulo, 'YYYY-MM-DD'. */
export function todayInBrazil(now: Date = new Date()): string {
  return formatInBrazil(now, "yyyy-MM-dd");
}

/** The São Paulo calendar date of a date-like value ('YYYY-MM-DD' stays as is); null when absent or invalid. */
export function toBrazilDateString(value: DateInput): string | null {
  const date = parseDateInput(value);
  return date ? formatInBrazil(date, "yyyy-MM-dd") : null;
}

/** Adds calendar days to 'YYYY-MM-DD' (negative n goes back). Throws RangeError on any other input. */
export function addDaysToDateString(date: string, days: number): string {
  return new Date(dateStringToUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Calendar days from today in São Paulo to the given date: 0 today, 1 tomorrow, negative when
 * overdue. A timestamp counts by its São Paulo date. Null when absent or invalid.
 */
export function daysUntil(value: DateInput, now: Date = new Date()): number | null {
  const target = toBrazilDateString(value);
  if (target === null) return null;
  return Math.round((dateStringToUtc(target) - dateStringToUtc(todayInBrazil(now))) / DAY_MS);
}

/** The current calendar month in São Paulo, 'YYYY-MM'. */
export function monthKeyInBrazil(now: Date = new Date()): string {
  return formatInBrazil(now, "yyyy-MM");
}

/**
 * The current calendar month in São Paulo as instants, for the once-a-month trust-release check.
 * `end` is the last millisecond of the month's last second (23:59:59.999), so an inclusive
 * BETWEEN start AND end also catches timestamps with fractions of a second.
 */
export function monthRangeInBrazil(now: Date = new Date()): { start: Date; end: Date } {
  const [year, month] = monthKeyInBrazil(now).split("-").map(Number) as [number, number];
  const start = new TZDate(year, month - 1, 1, BRAZIL_TIME_ZONE);
  const nextStart = new TZDate(year, month, 1, BRAZIL_TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(nextStart.getTime() - 1) };
}

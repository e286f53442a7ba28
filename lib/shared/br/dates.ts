import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";

export const BRAZIL_TIME_ZONE = "America/Sao_Paulo";

/** A date-like value as it arrives from the upstreams, the database or the UI. */
export type DateInput = Date | string | number | null | undefined;

const inBrazil = tz(BRAZIL_TIME_ZONE);

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BRAZILIAN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/** Builds the instant of a São Paulo wall-clock time; null when a field overflows (e.g. 30/02). */
function brazilWallClock(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) {
  const date = new TZDate(year, month - 1, day, hours, minutes, seconds, ms, BRAZIL_TIME_ZONE);
  const roundTrips =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes;
  return roundTrips ? new Date(date.getTime()) : null;
}

/**
 * Turns a date-like value into an instant, or null when absent or invalid.
 * - 'YYYY-MM-DD' and 'dd/mm/yyyy' are calendar dates: midnight in São Paulo, so they never shift a day.
 * - 'YYYY-MM-DD hh:mm[:ss]' without an offset is São Paulo wall-clock time (how the subscriber system writes it).
 * - Anything else with an offset or 'Z' is parsed as the instant it names; numbers are epoch milliseconds.
 */
export function parseDateInput(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  if (text === "") return null;
  let match = PLAIN_DATE.exec(text);
  if (match) return brazilWallClock(Number(match[1]), Number(match[2]), Number(match[3]));
  match = BRAZILIAN_DATE.exec(text);
  if (match) return brazilWallClock(Number(match[3]), Number(match[2]), Number(match[1]));
  match = WALL_CLOCK.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s = "0", ms = "0"] = match;
    return brazilWallClock(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, "0")));
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formats an instant in São Paulo with a date-fns pattern. */
export function formatInBrazil(date: Date, pattern: string): string {
  return format(date, pattern, { in: inBrazil });
}

/** dd/mm/yyyy in São Paulo; '-' when absent or invalid. */
export function formatDate(value: DateInput): string {
  const date = parseDateInput(value);
  return date ? formatInBrazil(date, "dd/MM/yyyy") : "-";
}

/** 'dd/mm/yyyy hh:mm' (24 h) in São Paulo; '-' when absent or invalid. */
export function formatDateTime(value: DateInput): string {
  const date = parseDateInput(value);
  return date ? formatInBrazil(date, "dd/MM/yyyy HH:mm") : "-";
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 'Nd' is used below this many days; older dates show dd/mm (the spec leaves the cut-off open). */
export const RELATIVE_DAYS_LIMIT = 7;

/**
 * Notification times: 'Agora' under a minute (and for future dates, from clock skew), then
 * 'Nmin', 'Nh', 'Nd' by whole elapsed units (24 h periods, not calendar days) up to 7 days,
 * then dd/mm in São Paulo. '-' when absent or invalid.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = parseDateInput(value);
  if (!date) return "-";
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "Agora";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < RELATIVE_DAYS_LIMIT * DAY) return `${Math.floor(elapsed / DAY)}d`;
  return formatInBrazil(date, "dd/MM");
}

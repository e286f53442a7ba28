import { addDaysToDateString, todayInBrazil } from "../../shared/br/calendar";
import { formatInBrazil } from "../../shared/br/dates";

/*
 * The formats the subscriber system reads and writes, in São Paulo time. Free of
 * `server-only` because the SGP sandbox uses them too, so both sides agree on "today".
 */

/** "YYYY-MM-DD" in Brazil, `days` after `now`'s Brazil date. */
export function brazilDate(now: Date = new Date(), days = 0): string {
  return addDaysToDateString(todayInBrazil(now), days);
}

/** "YYYY-MM-DD HH:MM" in Brazil: the spec's "now minus 3 hours" for ticket scheduling. */
export function brazilDateTime(now: Date = new Date()): string {
  return formatInBrazil(now, "yyyy-MM-dd HH:mm");
}

/** "HH:MM:SS" in Brazil. */
export function brazilTime(now: Date = new Date()): string {
  return formatInBrazil(now, "HH:mm:ss");
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})/;

/**
 * The SGP writes dates as "YYYY-MM-DD", "YYYY-MM-DD HH:MM:SS" or, on some
 * endpoints, "DD/MM/YYYY HH:MM:SS"; this keeps the "YYYY-MM-DD" part.
 * Anything else (empty, null, "0000-00-00") is null.
 */
export function normalizeSgpDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return iso[1] === "0000" ? null : `${iso[1]}-${iso[2]}-${iso[3]}`;
  const br = BR_DATE.exec(text);
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  return null;
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;
const BR_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/;

/**
 * A moment the SGP writes as "AAAA-MM-DD HH:MM:SS" or "DD/MM/AAAA HH:MM:SS" (São Paulo time,
 * docs/SGP-ENDPOINTS.md §3, §4), as "YYYY-MM-DD HH:MM"; anything else is null.
 */
export function normalizeSgpDateTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const iso = ISO_DATE_TIME.exec(text);
  if (iso) return iso[1] === "0000" ? null : `${iso[1]}-${iso[2]}-${iso[3]} ${iso[4]}:${iso[5]}`;
  const br = BR_DATE_TIME.exec(text);
  return br ? `${br[3]}-${br[2]}-${br[1]} ${br[4]}:${br[5]}` : null;
}

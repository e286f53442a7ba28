import "server-only";
import { clockOffsetMs, testClockEnabled } from "@/lib/auth/session-policy";
import { TEST_CLOCK_HEADER } from "./rules";

/**
 * The instant a request checks an invoice link against. Browser tests prove that a link stops
 * working after 30 minutes by sending TEST_CLOCK_HEADER with the milliseconds to add to the
 * server's clock for that one request. It is honoured only where test clocks are (outside
 * production, or in the local demo), and only forward: it can make a link look older, never
 * extend one.
 */
export function invoiceAccessNow(headers: Headers, realNow: number = Date.now()): Date {
  if (!testClockEnabled()) return new Date(realNow);
  const requested = Number(headers.get(TEST_CLOCK_HEADER) ?? 0);
  const extra = Number.isFinite(requested) && requested > 0 ? requested : 0;
  return new Date(realNow + clockOffsetMs() + extra);
}

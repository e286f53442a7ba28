import { isDemo } from "@/lib/auth/session-policy";

/**
 * The server's notion of "now" for rules with a deadline (the 24-hour session, the 30-minute
 * invoice link). Browser tests prove those deadlines without waiting by moving the clock
 * forward: TEST_CLOCK_OFFSET_MS for the whole server, or TEST_CLOCK_HEADER with the
 * milliseconds to add for one request. Both are honoured only where test clocks are (outside
 * production, or in the local demo), and only forward: they can make a session or a link look
 * older, never extend one.
 */
export const TEST_CLOCK_HEADER = "x-test-clock-offset-ms";

export function testClockEnabled(): boolean {
  return process.env.NODE_ENV !== "production" || isDemo();
}

function forward(value: string | null | undefined): number {
  const ms = Number(value ?? 0);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** The instant a request is judged at. */
export function requestNow(headers: Headers, realNow: number = Date.now()): Date {
  if (!testClockEnabled()) return new Date(realNow);
  return new Date(realNow + forward(process.env.TEST_CLOCK_OFFSET_MS) + forward(headers.get(TEST_CLOCK_HEADER)));
}

/**
 * When the portal looks again at an open PIX charge, for the dialog's watch and for the page that
 * answers a form posted without script alike: every 2 s for the first minute, then 1.5 times
 * longer each time up to 10 s, for at most 30 minutes and never past the charge's expiry; five
 * failed looks in a row end the watch.
 */
export const WATCH_SCHEDULE = {
  firstMs: 2000,
  steadyMs: 2000,
  steadyFor: 30,
  growth: 1.5,
  maxMs: 10_000,
  ceilingMs: 30 * 60_000,
  maxFailures: 5,
};

/** The wait before look number `index` (0-based). */
export function watchDelay(index: number, s = WATCH_SCHEDULE): number {
  if (index === 0) return s.firstMs;
  if (index < s.steadyFor) return s.steadyMs;
  return Math.min(s.maxMs, Math.round(s.steadyMs * s.growth ** (index - s.steadyFor + 1)));
}

/** What comes before look number `index`: a wait, or the end of the watch. */
export type NextLook = { kind: "look"; delayMs: number } | { kind: "stopped" } | { kind: "expired" };

/**
 * Look number `index`, `elapsedMs` after the watch began, for a charge payable until `expiresAt`
 * (epoch ms). The last look comes just after the expiry: the server then answers paid or expired.
 */
export function nextLook(index: number, elapsedMs: number, expiresAt: number, now: number): NextLook {
  const delay = watchDelay(index);
  if (elapsedMs + delay > WATCH_SCHEDULE.ceilingMs) return { kind: "stopped" };
  if (now > expiresAt + 60_000) return { kind: "expired" };
  return { kind: "look", delayMs: Math.min(delay, Math.max(0, expiresAt - now) + 1000) };
}

/** The schedule's time until look number `index`: where a watch without a clock of its own stands. */
export function scheduledElapsed(index: number): number {
  let elapsed = 0;
  for (let i = 0; i < index; i++) elapsed += watchDelay(i);
  return elapsed;
}

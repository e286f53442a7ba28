import { expect, it } from "vitest";
import { nextLook, scheduledElapsed, WATCH_SCHEDULE, watchDelay } from "@/lib/billing/confirmation/watch-schedule";

it("looks every 2 s during the dialog's first minute, then backs off to 10 s, within 30 minutes", () => {
  const delays = Array.from({ length: 200 }, (_, index) => watchDelay(index));
  expect(delays.slice(0, 30)).toEqual(Array(30).fill(2000));
  expect(delays.slice(30, 35)).toEqual([3000, 4500, 6750, 10_000, 10_000]);
  expect(Math.max(...delays)).toBe(10_000);
  const firstMinute = delays.slice(0, 30).reduce((sum, d) => sum + d, 0);
  expect(firstMinute).toBe(60_000);
  // Looks within the ceiling: a minute of 2 s, then about 10 s each.
  let elapsed = 0;
  let looks = 0;
  while (elapsed + watchDelay(looks) <= WATCH_SCHEDULE.ceilingMs) elapsed += watchDelay(looks++);
  expect(looks).toBeLessThan(210);
  expect(looks).toBeGreaterThan(200);
});

it("the next look waits the schedule's delay, ends at the ceiling, and comes just after the expiry", () => {
  const far = 60 * 60_000;
  expect(nextLook(0, 0, far, 0)).toEqual({ kind: "look", delayMs: 2000 });
  expect(nextLook(31, scheduledElapsed(31), far, 0)).toEqual({ kind: "look", delayMs: 4500 });
  // Five seconds left: the look comes a second after the expiry; a minute past it, the watch ends.
  expect(nextLook(40, scheduledElapsed(40), 5000, 0)).toEqual({ kind: "look", delayMs: 6000 });
  expect(nextLook(40, scheduledElapsed(40), 0, 60_001)).toEqual({ kind: "expired" });
  expect(nextLook(5, WATCH_SCHEDULE.ceilingMs - 1000, far, 0)).toEqual({ kind: "stopped" });
});

it("a page without a clock counts the time elapsed from the schedule itself", () => {
  expect(scheduledElapsed(0)).toBe(0);
  expect(scheduledElapsed(30)).toBe(60_000);
  expect(scheduledElapsed(32)).toBe(60_000 + 3000 + 4500);
});

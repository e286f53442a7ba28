import { expect, it } from "vitest";
import { WATCH_SCHEDULE, watchDelay } from "@/components/billing/payments/use-payment-watch";

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

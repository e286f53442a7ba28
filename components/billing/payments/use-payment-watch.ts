"use client";

import { useEffect, useState } from "react";
import type { PaymentWatchView } from "@/lib/billing/confirmation/view";
import type { WatchPixAction } from "@/lib/billing/payments/types";
import { reloadIfActionUnknown } from "@/lib/actions/unknown-action";

/**
 * While the PIX dialog is open, asks the server every few seconds whether its charge was paid:
 * every 2 s for the first minute, then 1.5 times longer each time up to 10 s, for at most 30
 * minutes and never past the charge's expiry; it stops when the dialog closes, on an answer that
 * ends the watch (paid, expired, removed, not this payer's) or after five failures in a row.
 * A waiting answer also brings the charge's payment link, which a new charge gets just after
 * it is shown (lib/billing/payments/pix.ts).
 */

export type WatchState = { state: "watching" } | { state: "stopped" } | Exclude<PaymentWatchView, { state: "waiting" }>;

export const WATCH_SCHEDULE = { firstMs: 2000, steadyMs: 2000, steadyFor: 30, growth: 1.5, maxMs: 10_000, ceilingMs: 30 * 60_000, maxFailures: 5 };

/** The wait before look number `index` (0-based). */
export function watchDelay(index: number, s = WATCH_SCHEDULE): number {
  if (index === 0) return s.firstMs;
  if (index < s.steadyFor) return s.steadyMs;
  return Math.min(s.maxMs, Math.round(s.steadyMs * s.growth ** (index - s.steadyFor + 1)));
}

export function usePaymentWatch(
  txid: string,
  active: boolean,
  watch: WatchPixAction,
  expiresAt: number,
): { watch: WatchState; link: string | null } {
  const [state, setState] = useState<WatchState>({ state: "watching" });
  const [link, setLink] = useState<string | null>(null);
  const finished = state.state !== "watching";

  useEffect(() => {
    if (!active || finished) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    let index = 0;
    let failures = 0;

    const schedule = () => {
      const delay = watchDelay(index++);
      const now = Date.now();
      if (now - startedAt + delay > WATCH_SCHEDULE.ceilingMs) return void setState({ state: "stopped" });
      if (now > expiresAt + 60_000) return void setState({ state: "expired" });
      // The last look comes just after the expiry: the server then answers paid or expired, ending the watch.
      timer = setTimeout(look, Math.min(delay, Math.max(0, expiresAt - now) + 1000));
    };
    const look = async () => {
      let result: Awaited<ReturnType<WatchPixAction>> | null = null;
      try {
        result = await watch({ txid });
      } catch (error) {
        if (reloadIfActionUnknown(error)) return;
        result = null;
      }
      if (cancelled) return;
      if (result?.ok) {
        failures = 0;
        if (result.data.state !== "waiting") return void setState(result.data);
        if (result.data.link) setLink(result.data.link);
      } else if (++failures >= WATCH_SCHEDULE.maxFailures) {
        return void setState({ state: "stopped" });
      }
      schedule();
    };
    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [txid, active, finished, watch, expiresAt]);

  return { watch: state, link };
}

"use client";

import { useEffect, useState } from "react";
import type { PaymentWatchView } from "@/lib/billing/confirmation/view";
import type { WatchPixAction } from "@/lib/billing/payments/types";
import { reloadIfActionUnknown } from "@/lib/platform/browser/unknown-action";
import { nextLook, WATCH_SCHEDULE } from "@/lib/billing/confirmation/watch-schedule";

/**
 * While the PIX dialog is open, asks the server whether its charge was paid on the schedule of
 * lib/billing/confirmation/watch-schedule.ts; it stops when the dialog closes, on an answer that
 * ends the watch (paid, expired, removed, not this payer's) or after five failures in a row.
 * A waiting answer also brings the charge's payment link, which a new charge gets just after
 * it is shown (lib/billing/payments/pix.ts).
 */

export type WatchState = { state: "watching" } | { state: "stopped" } | Exclude<PaymentWatchView, { state: "waiting" }>;

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
      const now = Date.now();
      const next = nextLook(index++, now - startedAt, expiresAt, now);
      if (next.kind !== "look") return void setState({ state: next.kind });
      timer = setTimeout(look, next.delayMs);
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

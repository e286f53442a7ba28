"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import { onNotificationsChanged } from "@/lib/notifications/sync";

/** The spec's polling interval. */
const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * Calls `refresh` every NOTIFICATIONS_POLL_MS, at once when notifications change in this tab,
 * another tab or the service worker, and when the tab becomes visible again.
 */
export function useNotificationRefresh(refresh: () => void) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    const run = () => latest.current();
    const timer = window.setInterval(run, NOTIFICATIONS_POLL_MS);
    const stopListening = onNotificationsChanged(run);
    const onVisible = () => {
      if (document.visibilityState === "visible") run();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      stopListening();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}

const CLOCK_TICK_MS = 30_000;
let clockNow = Date.now();

function subscribeClock(onTick: () => void): () => void {
  clockNow = Date.now();
  const timer = window.setInterval(() => {
    clockNow = Date.now();
    onTick();
  }, CLOCK_TICK_MS);
  return () => window.clearInterval(timer);
}

/**
 * "Now" for relative times ('Agora', '5min'): the server's render time while hydrating
 * (so both renders agree), then the browser's clock, refreshed every 30 s.
 */
export function useRelativeClock(serverNow: number): number {
  return useSyncExternalStore(
    subscribeClock,
    () => clockNow,
    () => serverNow,
  );
}

"use client";

import { useEffect } from "react";
import { PUSH_INIT_DELAY_MS, registerServiceWorker } from "@/lib/notifications/push/browser";

/** Registers /sw.js (scope '/') shortly after the page settles, on every portal page. */
export function useServiceWorkerRegistration() {
  useEffect(() => {
    const timer = window.setTimeout(() => void registerServiceWorker(), PUSH_INIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

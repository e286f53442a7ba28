"use client";

import { useEffect } from "react";
import { RECOVERY_KEY } from "@/lib/platform/browser/load-recovery";

/** Once React has hydrated, the page loaded: forget earlier recovery attempts. */
export function LoadRecoveryReset() {
  useEffect(() => {
    sessionStorage.removeItem(RECOVERY_KEY);
  }, []);
  return null;
}

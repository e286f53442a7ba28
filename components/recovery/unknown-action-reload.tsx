"use client";

import { useEffect } from "react";
import { reloadIfActionUnknown } from "@/lib/platform/browser/unknown-action";

/**
 * A server action of the previous build that nothing caught (a form's submit handler) reloads the
 * page instead of leaving the button dead; the payment and trust-release buttons catch it themselves.
 */
export function UnknownActionReload() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadIfActionUnknown(event.reason)) event.preventDefault();
    };
    window.addEventListener("unhandledrejection", onRejection);
    return () => window.removeEventListener("unhandledrejection", onRejection);
  }, []);
  return null;
}

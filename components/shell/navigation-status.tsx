"use client";

import { LoaderCircle } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";

/** How many sidebar links are waiting for their page, shared with the header. */
let pendingLinks = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isNavigating() {
  return pendingLinks > 0;
}

/** Reports a link's pending navigation (from useLinkStatus) to the header for as long as it lasts. */
export function useReportNavigation(pending: boolean) {
  useEffect(() => {
    if (!pending) return;
    pendingLinks++;
    listeners.forEach((listener) => listener());
    return () => {
      pendingLinks--;
      listeners.forEach((listener) => listener());
    };
  }, [pending]);
}

const NAVIGATION_PENDING_TEXT = "Verificando autenticação...";

/**
 * The header's title. While a page opened from the sidebar loads (the server checks the session
 * before it answers), it says so, in a live region, also on a phone where the sidebar is a sheet.
 */
export function HeaderTitle({ title }: { title: string }) {
  const navigating = useSyncExternalStore(subscribe, isNavigating, () => false);
  return (
    <p role="status" className="flex min-w-0 flex-1 items-center gap-2 text-base font-semibold sm:text-lg">
      {navigating && <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-primary" />}
      <span className="truncate">{navigating ? NAVIGATION_PENDING_TEXT : title}</span>
    </p>
  );
}

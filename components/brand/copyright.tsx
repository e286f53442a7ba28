"use client";

import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * "© <year> <legal name>". The public pages are built ahead of time, so the year they were
 * rendered with (`renderedYear`) is the build's; the browser shows its own current year.
 */
export function Copyright({ legalName, renderedYear }: { legalName: string; renderedYear: number }) {
  const year = useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => renderedYear,
  );
  return `© ${year} ${legalName}`;
}

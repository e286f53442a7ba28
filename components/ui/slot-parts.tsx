import * as React from "react";
import type { ClassValue } from "clsx";

/*
 * The thin parts of the components in this folder: an element or Radix part that only gains its
 * data-slot and, for most, base classes that the caller's className extends. The join is passed
 * in (cn or cx, see lib/shared/cx.ts) so that the parts joined with cx load no tailwind-merge.
 */

type JoinClasses = (...inputs: ClassValue[]) => string;

/** "dialog-header" → "DialogHeader": the name React DevTools shows for the part. */
function displayNameOf(slot: string): string {
  return slot
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/** `Component` with `data-slot={slot}`; everything else the caller passes goes through as is. */
export function withSlot<T extends React.ElementType>(Component: T, slot: string) {
  const Part = Component as React.ElementType;
  function SlotPart(props: React.ComponentProps<T>) {
    return <Part data-slot={slot} {...props} />;
  }
  SlotPart.displayName = displayNameOf(slot);
  return SlotPart;
}

/** `Component` with `data-slot={slot}` and `classes`, joined by `join` with the caller's className. */
export function withSlotClasses<T extends React.ElementType>(Component: T, slot: string, join: JoinClasses, ...classes: ClassValue[]) {
  const Part = Component as React.ElementType;
  function SlotPart({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    return <Part data-slot={slot} className={join(classes, className)} {...props} />;
  }
  SlotPart.displayName = displayNameOf(slot);
  return SlotPart;
}

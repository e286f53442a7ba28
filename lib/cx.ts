import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names without resolving Tailwind conflicts (cn in lib/utils.ts does), for the few
 * components the public pages use (Button, Input, Label, Checkbox): their own classes never
 * conflict and their callers only add classes they do not set (tests/unit/ui-classes.test.ts
 * checks both), so those pages load no tailwind-merge. A module of its own, since the bundler
 * keeps a module's imports even when only one of its exports is used.
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}

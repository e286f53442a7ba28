import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names without resolving Tailwind conflicts (cn in lib/shared/cn.ts does), for the
 * components the browser loads on first view: Button, Input, Label, Checkbox (public pages), and
 * Card, Alert, BrandLogo and the sidebar (Sidebar*, SidebarProvider, SidebarMenu*) of the portal.
 * Their own classes never conflict, what a caller may change is a variant, and their callers only
 * add classes they do not set (tests/unit/ui-classes.test.ts checks all three), so those pages
 * load no tailwind-merge. A module of its own, since the bundler keeps a module's imports even
 * when only one of its exports is used.
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}

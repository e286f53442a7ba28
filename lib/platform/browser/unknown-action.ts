import { unstable_isUnrecognizedActionError } from "next/navigation";

/**
 * A page served by the previous build calls a server action the new build does not know (a
 * rolling upgrade, OPERATIONS.md "Migrations and upgrades"): Next.js throws its "action not
 * found" error, and the button would do nothing. The page reloads itself instead, getting the
 * new build's page and actions; answers whether it did.
 */
export function reloadIfActionUnknown(error: unknown): boolean {
  if (!unstable_isUnrecognizedActionError(error)) return false;
  window.location.reload();
  return true;
}

import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Checks `Authorization: Bearer <token>` against the configured NOTIFY_API_TOKEN in
 * constant time (hashing first makes both sides the same length).
 */
export function hasOperatorToken(authorization: string | null, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(expected));
}

/**
 * Limits of the public invoice link (spec §9), free of `server-only` so the
 * page's countdown and the tests share them with the server.
 */
export const INVOICE_TOKEN_TTL_MS = 30 * 60 * 1000;
export const INVOICE_TOKEN_MAX_VIEWS = 10;
/** The lookup screen waits this long before creating the link (spec §9). */
export const LOOKUP_DELAY_MS = 800;

/** Remaining time as mm:ss, never negative ('30:00', '04:07', '00:00'). */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

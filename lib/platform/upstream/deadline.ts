/**
 * An abort signal that fires after `ms` (reason: a TimeoutError), and the function that
 * cancels it once the exchange is over. Unlike AbortSignal.timeout(), whose timer cannot be
 * cleared, a finished call leaves nothing pending: a pending timer holds the async context of
 * the request that armed it, so the whole rendered page stayed in memory for the full timeout.
 */
export function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`tempo esgotado após ${ms} ms`, "TimeoutError")), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

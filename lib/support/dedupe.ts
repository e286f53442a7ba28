import "server-only";
import { log } from "@/lib/platform/log";
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentResult } from "./store";

/**
 * Runs a write at most once per key within a time window, across every
 * instance of the portal: the first request claims the key in the database
 * (idempotency_keys), later ones wait for its result and get the same answer.
 * A failed write releases the key so the customer can try again at once.
 */

export class DuplicateInFlightError extends Error {
  override readonly name = "DuplicateInFlightError";
}

type Options = { windowMs: number; waitMs?: number; pollMs?: number; now?: () => Date };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `work()` runs only for the request that claims `scope`/`key`; its (JSON) result is
 * stored for `windowMs` and returned to repeats with `replayed: true`. A repeat that
 * arrives while the first is still running waits up to `waitMs` for its result, then
 * throws DuplicateInFlightError.
 */
export async function runOnce<T>(
  scope: string,
  key: string,
  work: () => Promise<T>,
  { windowMs, waitMs = 15_000, pollMs = 200, now = () => new Date() }: Options,
): Promise<{ result: T; replayed: boolean }> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const state = await claimIdempotencyKey<T>(scope, key, windowMs, now());
    if (state.kind === "done") return { result: state.result, replayed: true };
    if (state.kind === "claimed") {
      let result: T;
      try {
        result = await work();
      } catch (error) {
        await releaseIdempotencyKey(scope, key).catch((e: unknown) => log.warn({ err: e, scope }, "chave de idempotência não liberada"));
        throw error;
      }
      // The write happened: a failure to record it must not turn it into an error.
      await saveIdempotentResult(scope, key, result).catch((e: unknown) => log.warn({ err: e, scope }, "resultado não registrado"));
      return { result, replayed: false };
    }
    if (Date.now() >= deadline) throw new DuplicateInFlightError(`${scope}: pedido igual em andamento`);
    await sleep(pollMs);
  }
}

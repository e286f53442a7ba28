import "server-only";
import { and, eq, lte } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { idempotencyKeys } from "@/lib/vendors/db/schema";
import { log } from "@/lib/platform/log";

/**
 * Runs a write at most once per key within a time window, across every
 * instance of the portal: the first request claims the key in the database
 * (idempotency_keys), later ones wait for its result and get the same answer.
 * A failed write releases the key so the customer can try again at once.
 */

export class DuplicateInFlightError extends Error {
  override readonly name = "DuplicateInFlightError";
}

type Claim<T> = { kind: "claimed" } | { kind: "done"; result: T } | { kind: "pending" };

type Options = { windowMs: number; waitMs?: number; pollMs?: number; now?: () => Date };

async function claim<T>(scope: string, key: string, windowMs: number, now: Date): Promise<Claim<T>> {
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + windowMs);
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, result: null, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { result: null, createdAt: now, expiresAt },
      // Only an expired entry is taken over; a live one belongs to the first request.
      setWhere: lte(idempotencyKeys.expiresAt, now),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed) return { kind: "claimed" };
  const [row] = await db
    .select({ result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  // A row without a result is still being written; no row means its owner failed and released it.
  return row?.result != null ? { kind: "done", result: row.result as T } : { kind: "pending" };
}

async function settle(scope: string, key: string, result: unknown): Promise<void> {
  const db = await getDb();
  await db
    .update(idempotencyKeys)
    .set({ result })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

async function release(scope: string, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

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
    const state = await claim<T>(scope, key, windowMs, now());
    if (state.kind === "done") return { result: state.result, replayed: true };
    if (state.kind === "claimed") {
      let result: T;
      try {
        result = await work();
      } catch (error) {
        await release(scope, key).catch((e: unknown) => log.warn({ err: e, scope }, "chave de idempotência não liberada"));
        throw error;
      }
      // The write happened: a failure to record it must not turn it into an error.
      await settle(scope, key, result).catch((e: unknown) => log.warn({ err: e, scope }, "resultado não registrado"));
      return { result, replayed: false };
    }
    if (Date.now() >= deadline) throw new DuplicateInFlightError(`${scope}: pedido igual em andamento`);
    await sleep(pollMs);
  }
}

import "server-only";
import { randomUUID } from "node:crypto";
import { config } from "@/lib/platform/config";
import type { ClaimRow, ClaimStore } from "./store";

/**
 * Generate-once on top of a database row (boleto_cache, pix_charges): the row
 * is the claim. Whoever inserts the 'pending' row, or takes over an unusable
 * one with a conditional update, is the only caller that talks to the gateway;
 * everyone else waits for the row to turn 'ready' and reuses it. That holds
 * across double clicks, tabs, devices and server instances, because the
 * database arbitrates (unique key, row-level compare-and-set; the rows' SQL is store.ts's).
 */

/**
 * `reuse`: a finished row to hand out. `lock`: this request owns the row and talks to the
 * gateway; `unfinished` is the pending row it took over, whose owner died or lost the
 * gateway's answer, so a charge may already exist and must be looked for before creating one.
 */
export type Claim<R> = { reuse: R } | { lock: string; unfinished?: R };

export type ClaimOptions = {
  /** How long an owner may take before another request may take over (it died or hung). */
  lockMs: number;
  /** How long a waiter waits for the owner before giving up. */
  waitMs: number;
  pollMs: number;
};

/** An owner makes at most about five gateway calls (token, create, QR code, a retry), each within the timeout. */
export function claimOptions(): ClaimOptions {
  const lockMs = config().EFI_TIMEOUT_MS * 5 + 5_000;
  return { lockMs, waitMs: lockMs, pollMs: 100 };
}

/** The owner of a pending row did not finish in time; the caller reports a temporary failure. */
export class GenerationBusyError extends Error {
  override readonly name = "GenerationBusyError";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function claimGeneration<R extends ClaimRow>(
  store: ClaimStore<R>,
  isReusable: (row: R) => boolean,
  options: ClaimOptions,
): Promise<Claim<R>> {
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    const row = await store.find();
    const lock = randomUUID();
    const lockedUntil = new Date(Date.now() + options.lockMs);
    if (!row) {
      if (await store.insertPending(lock, lockedUntil)) return { lock };
      continue; // Someone inserted first: read their row.
    }
    if (row.status === "ready") {
      if (isReusable(row)) return { reuse: row };
      if (await store.takeOver(row, lock, lockedUntil)) return { lock };
      continue;
    }
    const ownerAlive = row.lockedUntil !== null && row.lockedUntil.getTime() > Date.now();
    if (!ownerAlive) {
      if (await store.takeOver(row, lock, lockedUntil)) return { lock, unfinished: row };
      continue;
    }
    if (Date.now() >= deadline) throw new GenerationBusyError("geração em andamento por outra requisição");
    await sleep(options.pollMs);
  }
}

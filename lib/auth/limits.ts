import "server-only";
import { log } from "@/lib/log";
import { purgeExpiredLimits, type LimitPolicy } from "./rate-limit";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Every limit of the portal, counted in the database (rate_limits) so all instances share them.
 * Addresses are the client's as lib/auth/client-ip.ts finds it (an IPv6 /64 counts as one);
 * documents and customers are CPF/CNPJ digits (a logged-in customer's come from the session).
 */
export const LIMITS = {
  /** Wrong passwords from one address, whatever the documents. */
  loginAddress: { scope: "login:ip", limit: 20, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  /**
   * Wrong passwords against one document, from every address (and wrong current passwords of the
   * password change). Addresses new to the document stop at NEW_ADDRESS_FAILURES, so strangers can
   * never use the owner's last attempts.
   */
  loginDocument: { scope: "login:doc", limit: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  /** An address that logged into a document is that document's owner's for 30 days. */
  knownAddress: { scope: "login:known", limit: 1, windowMs: 30 * DAY, blockMs: 0 },
  /**
   * Public invoice lookups per address. A customer needs one or two; the limit keeps anyone from
   * walking through tax ids, since the page of a token says whether the document is a customer.
   */
  invoiceLookup: { scope: "invoice-lookup:ip", limit: 10, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  /** Public PIX checks per address. */
  pixCheck: { scope: "pix-check:ip", limit: 30, windowMs: 10 * MINUTE, blockMs: 10 * MINUTE },
} as const satisfies Record<string, LimitPolicy>;

/** Of the document's 5 failures per window, how many addresses that never logged into it may cause. */
export const NEW_ADDRESS_FAILURES = 3;

const PURGE_EVERY_MS = 10 * MINUTE;

/** Deletes ended counters now and every 10 minutes (each instance; deleting twice is harmless). */
export function scheduleLimitPurge(): void {
  const purge = () =>
    purgeExpiredLimits(Object.values(LIMITS)).catch((error: unknown) => log.error({ err: error }, "falha ao apagar contadores de limite vencidos"));
  void purge();
  setInterval(purge, PURGE_EVERY_MS).unref();
}

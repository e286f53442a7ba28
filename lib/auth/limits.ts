import "server-only";
import { formatInBrazil } from "@/lib/br/dates";
import { log } from "@/lib/log";
import { consume, purgeExpiredLimits, type LimitPolicy } from "./rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  passwordChange: { scope: "password-change:doc", limit: 5, windowMs: HOUR, blockMs: 0 },
  ticket: { scope: "ticket:doc", limit: 5, windowMs: HOUR, blockMs: 0 },
  suggestion: { scope: "suggestion:doc", limit: 5, windowMs: HOUR, blockMs: 0 },
  pushSubscription: { scope: "push-subscription:doc", limit: 10, windowMs: HOUR, blockMs: 0 },
  pushTest: { scope: "push-test:doc", limit: 5, windowMs: 15 * MINUTE, blockMs: 0 },
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

/** The answer past a limit, with the São Paulo time it ends. */
export const rateLimitedMessage = (retryAt: Date) =>
  `Muitas solicitações em pouco tempo. Por segurança, aguarde e tente novamente às ${formatInBrazil(retryAt, "HH:mm")}.`;

export type Refusal = { retryAt: Date; message: string };

/** Counts one request of `key`: null while it is within the limit, else the refusal to answer. */
export async function overLimit(policy: LimitPolicy, key: string): Promise<Refusal | null> {
  const taken = await consume(policy, key);
  return taken.ok ? null : { retryAt: taken.retryAt, message: rateLimitedMessage(taken.retryAt) };
}

/** Seconds until `retryAt`, for a Retry-After header. */
export const retryAfterSeconds = (retryAt: Date, now = Date.now()) => String(Math.max(1, Math.ceil((retryAt.getTime() - now) / 1000)));

/** A route's answer past its limit: 429 with the message and Retry-After. */
function tooManyRequests(refusal: Refusal): Response {
  return Response.json(
    { error: refusal.message },
    { status: 429, headers: { "cache-control": "no-store", "retry-after": retryAfterSeconds(refusal.retryAt) } },
  );
}

const LIMIT_UNAVAILABLE = "Serviço temporariamente indisponível. Tente novamente em instantes.";

/** For route handlers: the 429 past the limit (503 when the counter cannot be reached), else null. */
export async function routeOverLimit(policy: LimitPolicy, key: string): Promise<Response | null> {
  try {
    const refused = await overLimit(policy, key);
    return refused ? tooManyRequests(refused) : null;
  } catch (error) {
    log.error({ err: error, scope: policy.scope }, "limite indisponível");
    return Response.json({ error: LIMIT_UNAVAILABLE }, { status: 503, headers: { "cache-control": "no-store" } });
  }
}

const PURGE_EVERY_MS = 10 * MINUTE;

/** Deletes ended counters now and every 10 minutes (each instance; deleting twice is harmless). */
export function scheduleLimitPurge(): void {
  const purge = () =>
    purgeExpiredLimits(Object.values(LIMITS)).catch((error: unknown) => log.error({ err: error }, "falha ao apagar contadores de limite vencidos"));
  void purge();
  setInterval(purge, PURGE_EVERY_MS).unref();
}

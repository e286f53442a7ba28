import "server-only";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { log } from "@/lib/platform/log";
import { LIMITS, type LimitPolicy } from "./policies";
import { consume, purgeExpiredLimits } from "./store";

export { LIMITS, NEW_ADDRESS_FAILURES } from "./policies";

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

const PURGE_EVERY_MS = 10 * 60_000;

/** Deletes ended counters now and every 10 minutes (each instance; deleting twice is harmless). */
export function scheduleLimitPurge(): void {
  const purge = () =>
    purgeExpiredLimits(Object.values(LIMITS)).catch((error: unknown) =>
      log.error({ err: error }, "falha ao apagar contadores de limite vencidos"),
    );
  void purge();
  setInterval(purge, PURGE_EVERY_MS).unref();
}

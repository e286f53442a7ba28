import "server-only";
import { config } from "@/lib/platform/config";
import { configuredCertificate } from "@/lib/vendors/efi/configured-certificate";
import { pingDatabase, type DbDriver } from "@/lib/vendors/db/client";
import { log } from "@/lib/platform/log";
import { hasOperatorToken } from "@/lib/platform/security/operator-token";
import { circuitStates, type CircuitState } from "@/lib/platform/upstream/circuit";
import type { UpstreamName } from "@/lib/platform/upstream/errors";

export type Readiness = {
  status: "ready" | "not-ready";
  /** The server received SIGTERM and is draining (lib/platform/runtime/graceful-shutdown.mjs). */
  draining?: true;
  configuration: { ok: boolean };
  database: { ok: boolean; driver?: DbDriver };
  /** The Efí certificate of the PIX API's mutual TLS, when one is configured: it opens and has not expired. */
  efiCertificate?: { ok: boolean; expiresAt?: string };
  /** Each upstream's worst circuit: shown for the operator, never a reason to be unready. */
  upstreams?: Record<UpstreamName, CircuitState>;
};

/**
 * Whether a health request may see the detail (the database driver, the circuits' states): only
 * with `Authorization: Bearer <METRICS_TOKEN>`, as the metrics; anyone else gets the state alone.
 */
export function showsHealthDetail(request: Request): boolean {
  let token: string | undefined;
  try {
    token = config().METRICS_TOKEN;
  } catch {
    return false;
  }
  return !!token && hasOperatorToken(request.headers.get("authorization"), token);
}

/** What anyone may see of the readiness: the states, without the driver or the circuits. */
export function withoutDetail({ status, configuration, database }: Readiness): Readiness {
  return { status, configuration, database: { ok: database.ok } };
}

const UPSTREAMS: UpstreamName[] = ["sgp", "efi"];
const DRAINING = Symbol.for("central-do-assinante.draining");
const draining = () => (globalThis as Record<symbol, unknown>)[DRAINING] === true;
const SEVERITY: CircuitState[] = ["closed", "half-open", "open"];

/** Liveness's view of the database (GET /api/health): whether it answers; the cause is logged, never shown. */
export async function checkDatabase(): Promise<{ ok: boolean; driver: DbDriver }> {
  const database = await pingDatabase();
  if (!database.ok) log.error({ driver: database.driver, err: database.error }, "health: banco de dados indisponível");
  return { ok: database.ok, driver: database.driver };
}

/**
 * Whether this instance can serve: its configuration parses and its database answers (opened
 * and migrated). An upstream that is down does not make it unready: every instance would be
 * taken out of the load balancer for what none of them can fix, and the pages show their own
 * upstream errors. The Efí certificate does (a wrong passphrase or an expired one fails every
 * PIX, and only the operator can fix it). A server that is stopping is unready at once, while it still serves.
 * Causes go to the log, never to the answer (they name hosts and files).
 */
export async function checkReadiness(): Promise<Readiness> {
  const upstreams = upstreamCircuits();
  if (draining()) return { status: "not-ready", draining: true, configuration: { ok: true }, database: { ok: true }, upstreams };
  try {
    config();
  } catch (error) {
    log.error({ err: error }, "readiness: configuração inválida");
    return { status: "not-ready", configuration: { ok: false }, database: { ok: false }, upstreams };
  }
  const database = await pingDatabase();
  if (!database.ok) log.error({ driver: database.driver, err: database.error }, "readiness: banco de dados indisponível");
  // A certificate that does not open or has expired fails every PIX: the operator's to fix, like the configuration.
  const certificate = configuredCertificate();
  if (certificate && !certificate.ok) log.error({ motivo: certificate.error }, "readiness: certificado Efí inválido");
  return {
    status: database.ok && certificate?.ok !== false ? "ready" : "not-ready",
    configuration: { ok: true },
    database: { ok: database.ok, driver: database.driver },
    ...(certificate && { efiCertificate: { ok: certificate.ok, expiresAt: certificate.expiresAt?.toISOString() } }),
    upstreams,
  };
}

function upstreamCircuits(): Record<UpstreamName, CircuitState> {
  const worst = Object.fromEntries(UPSTREAMS.map((name) => [name, "closed"])) as Record<UpstreamName, CircuitState>;
  for (const { upstream, state } of circuitStates()) {
    const name = upstream as UpstreamName;
    if (name in worst && SEVERITY.indexOf(state) > SEVERITY.indexOf(worst[name])) worst[name] = state;
  }
  return worst;
}

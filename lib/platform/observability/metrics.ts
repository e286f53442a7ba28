import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { configuredCertificate } from "@/lib/vendors/efi/configured-certificate";
import { circuitStates, type CircuitState } from "@/lib/platform/upstream/circuit";

/*
 * The server's Prometheus metrics (GET /api/metrics). Framework-free: the request listener
 * (lib/platform/observability/request-listener.ts), the upstream client, payments, trust releases and web
 * push record here. One registry per process, kept on globalThis: Next.js bundles every route
 * and the instrumentation hook separately, and a module-level registry would exist once per
 * bundle, each route counting apart from the others.
 */

export type PaymentMethod = "pix" | "boleto";
export type PushOutcome = "sent" | "failed" | "gone";

/** 0 closed, 1 half-open (one probe allowed), 2 open (failing fast). */
const CIRCUIT_VALUE: Record<CircuitState, number> = { closed: 0, "half-open": 1, open: 2 };

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: "cda_http_requests_total",
      help: "Requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: "cda_http_request_duration_seconds",
      help: "Time from the request's arrival to the end of its response, by method and route pattern",
      labelNames: ["method", "route"] as const,
      buckets: SECONDS,
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: "cda_upstream_request_duration_seconds",
      help: "Upstream calls (SGP, Efí, web push), by upstream and outcome (ok, unavailable, invalid, circuit_open)",
      labelNames: ["upstream", "outcome"] as const,
      buckets: SECONDS,
      registers,
    }),
    upstreamErrors: new Counter({
      name: "cda_upstream_errors_total",
      help: "Upstream calls that failed, by upstream and kind (unavailable, invalid, circuit_open)",
      labelNames: ["upstream", "kind"] as const,
      registers,
    }),
    circuit: new Gauge({
      name: "cda_upstream_circuit_state",
      help: "Circuit breaker per upstream endpoint: 0 closed, 1 half-open, 2 open",
      labelNames: ["upstream", "endpoint"] as const,
      registers,
      collect() {
        this.reset();
        for (const { key, upstream, state } of circuitStates()) {
          this.set({ upstream, endpoint: key.slice(upstream.length + 1) }, CIRCUIT_VALUE[state]);
        }
      },
    }),
    certificateExpiry: new Gauge({
      name: "cda_efi_certificate_expiry_timestamp_seconds",
      help: "When the Efí certificate of the PIX API expires (Unix seconds); absent without one. Alert well before it",
      registers,
      collect() {
        this.reset();
        const expiresAt = configuredCertificate()?.expiresAt;
        if (expiresAt) this.set(Math.floor(expiresAt.getTime() / 1000));
      },
    }),
    payments: new Counter({
      name: "cda_payments_generated_total",
      help: "Charges created at the gateway (a reused charge is not counted), by method",
      labelNames: ["method"] as const,
      registers,
    }),
    trustReleases: new Counter({
      name: "cda_trust_releases_total",
      help: "Trust releases finished, by the status recorded (liberado, parcial, negado, falhou)",
      labelNames: ["status"] as const,
      registers,
    }),
    push: new Counter({
      name: "cda_push_messages_total",
      help: "Web push messages, by outcome (sent, failed, gone: the subscription had expired)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    unsettledPayments: new Gauge({
      name: "cda_payments_unsettled",
      help: "Payments the gateway confirmed that the SGP does not show paid yet (read at each scrape)",
      registers,
    }),
    oldestUnsettledSeconds: new Gauge({
      name: "cda_payments_unsettled_oldest_seconds",
      help: "Age of the oldest payment confirmed and not yet settled in the SGP; 0 when none",
      registers,
    }),
    settlementsForOperator: new Gauge({
      name: "cda_payments_awaiting_operator",
      help: "Settlements in the SGP waiting for the operator (npm run payments:pending lists them)",
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;
const metricsKey = Symbol.for("central-do-assinante.metrics");
const globals = globalThis as typeof globalThis & { [metricsKey]?: Metrics };

function metrics(): Metrics {
  return (globals[metricsKey] ??= createMetrics());
}

export function recordRequest(entry: { method: string; route: string; status: number; seconds: number }): void {
  const m = metrics();
  m.requests.inc({ method: entry.method, route: entry.route, status: String(entry.status) });
  m.requestSeconds.observe({ method: entry.method, route: entry.route }, entry.seconds);
}

export type UpstreamOutcome = "ok" | "unavailable" | "invalid" | "circuit_open";

export function recordUpstreamCall(upstream: string, outcome: UpstreamOutcome, seconds: number): void {
  const m = metrics();
  m.upstreamSeconds.observe({ upstream, outcome }, seconds);
  if (outcome !== "ok") m.upstreamErrors.inc({ upstream, kind: outcome });
}

export function countPaymentGenerated(method: PaymentMethod): void {
  metrics().payments.inc({ method });
}

export function countTrustRelease(status: string): void {
  metrics().trustReleases.inc({ status });
}

export function countPush(outcome: PushOutcome): void {
  metrics().push.inc({ outcome });
}

/** The settlement backlog as the database shows it now (GET /api/metrics reads it before each scrape). */
export function setSettlementBacklog(backlog: { unsettled: number; oldest: Date | null; operator: number }, now: Date = new Date()): void {
  const m = metrics();
  m.unsettledPayments.set(backlog.unsettled);
  m.oldestUnsettledSeconds.set(backlog.oldest ? Math.max(0, (now.getTime() - backlog.oldest.getTime()) / 1000) : 0);
  m.settlementsForOperator.set(backlog.operator);
}

/** The exposition text and its content type. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

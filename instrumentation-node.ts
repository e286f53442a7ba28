import type { ServerTimer } from "@/lib/platform/startup";

/**
 * The Node.js server's start (lib/platform/startup.ts), imported by instrumentation.ts only under
 * its runtime guard: the Edge bundle of instrumentation then never follows these imports into the
 * database and the file system (which `next build` reported as 25 Edge Runtime warnings).
 * The OpenTelemetry SDK is loaded only when an OTLP endpoint is configured (lib/platform/observability/otel.ts).
 */
export async function registerNode() {
  const [{ redactConsole }, { tracingEnabled }, { listenToRequests }] = await Promise.all([
    import("@/lib/platform/log"),
    import("@/lib/platform/observability/tracing"),
    import("@/lib/platform/observability/request-listener"),
  ]);
  redactConsole();
  if (tracingEnabled()) (await import("@/lib/platform/observability/otel")).startTracing();
  listenToRequests();
  const { startServer } = await import("@/lib/platform/startup");
  await startServer(FEATURE_TIMERS);
}

/**
 * The features' timers in this server, started after the start-up checks: the payments'
 * reconciliation sweep, the optional reminder schedule and, with SGP_SETTLEMENT=portal, the
 * settlement sweep. Each is loaded only when enabled: they bring the SGP client and web push.
 */
const FEATURE_TIMERS: ServerTimer[] = [
  {
    enabled: (env) => env.PAYMENTS_SWEEP_INTERVAL_MINUTES > 0,
    start: async () => (await import("@/lib/billing/confirmation/sweep-schedule")).startSweepSchedule(),
  },
  {
    enabled: (env) => env.REMINDERS_INTERVAL_MINUTES > 0,
    start: async () => (await import("@/lib/reminders/schedule")).startReminderSchedule(),
  },
  {
    enabled: (env) => env.SGP_SETTLEMENT === "portal" && env.SGP_SETTLE_SWEEP_SECONDS > 0,
    start: async () => (await import("@/lib/billing/settlement/schedule")).startSettlementSweep(),
  },
];

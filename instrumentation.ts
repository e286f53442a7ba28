import type { Instrumentation } from "next";

/**
 * Runs once when the server starts (lib/platform/startup.ts); the Edge runtime has nothing to check.
 * The OpenTelemetry SDK is loaded only when an OTLP endpoint is configured (lib/platform/observability/otel.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ redactConsole }, { tracingEnabled }, { listenToRequests }] = await Promise.all([
    import("@/lib/platform/log"),
    import("@/lib/platform/observability/tracing"),
    import("@/lib/platform/observability/request-listener"),
  ]);
  redactConsole();
  if (tracingEnabled()) (await import("@/lib/platform/observability/otel")).startTracing();
  listenToRequests();
  const { startServer } = await import("@/lib/platform/startup");
  await startServer();
}

/**
 * A page, route handler, server action or the proxy threw: one log line with the route pattern
 * (never the path, which may hold a token or a document) and the error through the log's redaction.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/platform/observability/request-error");
  reportRequestError(error, request, context);
};

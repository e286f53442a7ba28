import type { Instrumentation } from "next";

/**
 * Runs once when the server starts (lib/startup.ts); the Edge runtime has nothing to check.
 * The OpenTelemetry SDK is loaded only when an OTLP endpoint is configured (lib/observability/otel.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ redactConsole }, { tracingEnabled }, { listenToRequests }] = await Promise.all([
    import("@/lib/log"),
    import("@/lib/observability/tracing"),
    import("@/lib/observability/request-listener"),
  ]);
  redactConsole();
  if (tracingEnabled()) (await import("@/lib/observability/otel")).startTracing();
  listenToRequests();
  const { startServer } = await import("@/lib/startup");
  await startServer();
}

/**
 * A page, route handler, server action or the proxy threw: one log line with the route pattern
 * (never the path, which may hold a token or a document) and the error through the log's redaction.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/observability/request-error");
  reportRequestError(error, request, context);
};

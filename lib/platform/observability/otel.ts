import "server-only";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { routeOf as appRouteOf } from "./routes";
import { PrivateSpanProcessor } from "./span-privacy";

/*
 * The OpenTelemetry SDK, loaded by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set. Once a tracer provider is registered, Next.js
 * emits its own spans (one per request, named after the route pattern, and its rendering),
 * and this app's upstream calls, web pushes and database queries add theirs
 * (lib/platform/observability/tracing.ts). Spans go out over OTLP/HTTP as JSON; the exporter reads the
 * standard variables (endpoint, OTEL_EXPORTER_OTLP_HEADERS, timeouts). Every span passes
 * lib/platform/observability/span-privacy.ts first, and Next.js's own fetch spans, which name the full
 * upstream URL, are not made at all (NEXT_OTEL_FETCH_DISABLED, read by Next.js on each fetch).
 */
const DEFAULT_SERVICE_NAME = "central-do-assinante";

export function startTracing(env: NodeJS.ProcessEnv = process.env, routeOf = appRouteOf): TracerProvider {
  env.NEXT_OTEL_FETCH_DISABLED = "1";
  const detected = envDetector.detect();
  const resource = resourceFromAttributes({
    "service.name": env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME,
    ...(env.BRAND && { "app.brand": env.BRAND }),
  }).merge(resourceFromAttributes(detected.attributes ?? {}));
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  const exporting = new BatchSpanProcessor({
    exporter: new OTLPTraceExporter(),
    ...(Number.isFinite(delay) && delay > 0 && { scheduledDelayMillis: delay }),
  });
  const processor = new PrivateSpanProcessor(exporting, routeOf);
  const provider = new TracerProvider({ resource, spanProcessors: [processor] });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return provider;
}

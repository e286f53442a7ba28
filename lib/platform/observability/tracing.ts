import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

/*
 * Spans of this app's own work (upstream calls, web push, database queries), through the
 * OpenTelemetry API only. Without OTEL_EXPORTER_OTLP_ENDPOINT no SDK is registered
 * (lib/platform/observability/otel.ts is never loaded) and the API hands out non-recording spans: a
 * function call and nothing else.
 */
const tracer = () => trace.getTracer("central-do-assinante");

/**
 * Runs `work` inside a client span named `name`, ended when it settles; a thrown error marks
 * the span failed with the error's class only (its message may carry a customer's data).
 */
export async function inClientSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "error" });
      span.setAttribute("error.type", error instanceof Error ? error.name : typeof error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Whether spans are exported: the same variables the OTLP exporter reads. */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !!(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

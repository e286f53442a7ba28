import { afterEach, beforeEach, expect, it, vi } from "vitest";

/*
 * instrumentation.ts's register(): the OpenTelemetry SDK (lib/platform/observability/otel.ts) is loaded and
 * started only when an OTLP endpoint is configured; the request listener and the start-up checks
 * always run.
 */
const calls = vi.hoisted(() => ({ otelLoaded: 0, startTracing: 0, listen: 0, startServer: 0 }));
vi.mock("@/lib/platform/observability/otel", () => {
  calls.otelLoaded++;
  return { startTracing: () => void calls.startTracing++ };
});
vi.mock("@/lib/platform/observability/request-listener", () => ({ listenToRequests: () => void calls.listen++ }));
vi.mock("@/lib/platform/startup", () => ({ startServer: async () => void calls.startServer++ }));
vi.mock("@/lib/platform/log", () => ({ redactConsole: () => undefined }));

const saved = { ...process.env };

beforeEach(() => {
  vi.resetModules();
  Object.assign(calls, { otelLoaded: 0, startTracing: 0, listen: 0, startServer: 0 });
  process.env.NEXT_RUNTIME = "nodejs";
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  delete process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
});
afterEach(() => {
  process.env = { ...saved };
});

it("without an OTLP endpoint never loads the SDK", async () => {
  const { register } = await import("@/instrumentation");
  await register();
  expect(calls).toEqual({ otelLoaded: 0, startTracing: 0, listen: 1, startServer: 1 });
});

it("with OTEL_EXPORTER_OTLP_ENDPOINT (or the traces endpoint) starts tracing before serving", async () => {
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = "http://127.0.0.1:4318";
  await (await import("@/instrumentation")).register();
  expect(calls).toEqual({ otelLoaded: 1, startTracing: 1, listen: 1, startServer: 1 });

  vi.resetModules();
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT = "http://127.0.0.1:4318/v1/traces";
  await (await import("@/instrumentation")).register();
  expect(calls.startTracing).toBe(2);
});

it("does nothing in the Edge runtime", async () => {
  process.env.NEXT_RUNTIME = "edge";
  await (await import("@/instrumentation")).register();
  expect(calls).toEqual({ otelLoaded: 0, startTracing: 0, listen: 0, startServer: 0 });
});

import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { describe, expect, it } from "vitest";
import { routeMatcher } from "@/lib/platform/observability/routes";
import { PrivateSpanProcessor } from "@/lib/platform/observability/span-privacy";

/*
 * What Next.js puts in its spans (next/dist/server/base-server.js, lib/patch-fetch.js), made the
 * way it makes them, after requests that carry a CPF, an invoice token, the webhook's ?hmac=
 * secret, an SGP token and an Efí txid: none of them reaches the exporter.
 */
const CPF = "52998224725";
const TOKEN = "Xk9d2AbC0123456789abcdefghijklmn";
const HMAC = "segredo-do-webhook-0123456789abcdefghij";
const SGP_TOKEN = "sgp-token-secreto-987";
const TXID = "TxAbCdEf0123456789GhIjKlMnOpQr";
const SECRETS = [CPF, "529.982.247-25", TOKEN, HMAC, SGP_TOKEN, TXID, "Maria Silva Santos"];

const routeOf = routeMatcher();

function tracing() {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new PrivateSpanProcessor(new SimpleSpanProcessor({ exporter }), routeOf)] });
  // The simple processor exports asynchronously: finished() waits for it.
  const finished = async () => (await provider.forceFlush(), exporter.getFinishedSpans());
  return { tracer: provider.getTracer("next.js"), finished };
}

describe("spans leave without personal data or secrets", () => {
  it("names request spans by route pattern and drops the raw target and its query", async () => {
    const { tracer, finished } = tracing();
    for (const [target, route] of [
      [`/cpf/${CPF}`, "/cpf/[cpfcnpj]"],
      [`/faturafacil?cpf_cnpj=${CPF}`, "/faturafacil"],
      [`/fatura/${TOKEN}`, "/fatura/[token]"],
      [`/api/webhooks/efi/pix?hmac=${HMAC}`, "/api/webhooks/efi/pix"],
    ]) {
      const span = tracer.startSpan("GET", {
        kind: SpanKind.SERVER,
        attributes: { "next.span_type": "BaseServer.handleRequest", "http.method": "GET", "http.target": target },
      });
      span.setAttributes({ "next.route": route, "http.route": route, "next.span_name": `GET ${route}` });
      span.end();
    }
    // The middleware span has the path only.
    tracer.startSpan("middleware GET", { attributes: { "next.span_type": "Middleware.execute", "http.target": `/cpf/${CPF}` } }).end();

    const spans = await finished();
    expect(spans.map((s) => s.attributes["http.target"])).toEqual([
      "/cpf/[cpfcnpj]",
      "/faturafacil",
      "/fatura/[token]",
      "/api/webhooks/efi/pix",
      "/cpf/[cpfcnpj]",
    ]);
    expect(JSON.stringify(spans.map(exported))).not.toMatch(new RegExp(SECRETS.join("|")));
  });

  it("drops Next.js's fetch spans and keeps only the origin of any URL", async () => {
    const { tracer, finished } = tracing();
    const sgpUrl = `https://provedor.sgp.net.br/api/ura/consultacliente?app=portal&token=${SGP_TOKEN}&cpfcnpj=${CPF}`;
    tracer
      .startSpan(`fetch GET ${sgpUrl}`, { kind: SpanKind.CLIENT, attributes: { "next.span_type": "AppRender.fetch", "http.url": sgpUrl } })
      .end();
    const efiUrl = `https://pix.api.efipay.com.br/v2/cob/${TXID}`;
    tracer.startSpan(`efi GET ${efiUrl}`, { kind: SpanKind.CLIENT, attributes: { "url.full": efiUrl, "url.query": `txid=${TXID}` } }).end();

    const spans = await finished();
    expect(spans.map((s) => s.name)).toEqual(["efi GET https://pix.api.efipay.com.br"]);
    expect(spans[0]!.attributes).toEqual({ "url.full": "https://pix.api.efipay.com.br" });
  });

  it("scrubs errors recorded on a span: exception events and the status message", async () => {
    const { tracer, finished } = tracing();
    const span = tracer.startSpan("render route (app) /cpf/[cpfcnpj]");
    const error = new Error(`Cliente Maria Silva Santos (${CPF}) não encontrado em /fatura/${TOKEN}?hmac=${HMAC}`);
    span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    span.end();

    const exportedSpan = (await finished())[0]!;
    expect(exportedSpan.name).toBe("render route (app) /cpf/[cpfcnpj]");
    expect(exportedSpan.status.code).toBe(SpanStatusCode.ERROR);
    expect(JSON.stringify(exported(exportedSpan))).not.toMatch(new RegExp(SECRETS.join("|")));
  });
});

const exported = (span: ReturnType<InMemorySpanExporter["getFinishedSpans"]>[number]) => ({
  name: span.name,
  attributes: span.attributes,
  events: span.events,
  status: span.status,
});

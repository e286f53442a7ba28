import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { credentialsLogin } from "../../bench/lib/session";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { spawnServer, stopChild } from "../../scripts/portal-server";
import { serverRuntimeEnv } from "../../scripts/standalone.mjs";

/*
 * Observability on the production build: the standalone server with an OTLP/HTTP
 * collector stand-in on loopback and a metrics token. A login (which asks the SGP sandbox of the
 * browser tests' server and reads the database) must reach the collector as one trace: the
 * request's span, the SGP call's and the database queries'. Every request gets one log line with
 * its route pattern, status, duration and request id (also in X-Request-Id), never the path's
 * token or document; /api/metrics and /api/health/ready answer as documented. Port 8097 is clear
 * of the other browser tests.
 */
const PORT = "8097";
const url = `http://127.0.0.1:${PORT}`;
const METRICS_TOKEN = "token-das-metricas-0123456789";

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
};
type ExportRequest = {
  resourceSpans?: { resource?: { attributes?: { key: string; value: OtlpValue }[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
};

/** The collector stand-in: keeps every span POSTed to /v1/traces as OTLP JSON. */
async function startCollector() {
  const spans: OtlpSpan[] = [];
  const resources: Record<string, string>[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") {
        contentTypes.push(req.headers["content-type"] ?? "");
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExportRequest;
        for (const resourceSpans of body.resourceSpans ?? []) {
          resources.push(attributesOf(resourceSpans.resource?.attributes));
          for (const scope of resourceSpans.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    resources,
    contentTypes,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function attributesOf(list: { key: string; value: OtlpValue }[] = []): Record<string, string> {
  return Object.fromEntries(
    list.map(({ key, value }) => [key, String(value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue)]),
  );
}

test("traces, request log lines, metrics and readiness of the production server", async () => {
  test.setTimeout(150_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-observability-"));
  const collector = await startCollector();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  prepareDemoEnv(env);
  const appDir = path.resolve(".next/standalone");
  Object.assign(env, {
    PORT,
    HOSTNAME: "127.0.0.1",
    BRAND: "velozfibra",
    LOG_LEVEL: "info",
    METRICS_TOKEN,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_BSP_SCHEDULE_DELAY: "100",
    OTEL_SERVICE_NAME: "central-teste",
    ...serverRuntimeEnv(env, appDir),
  });
  const logFile = path.join(dataDir, "server.log");
  const server = await spawnServer({ appDir, env, url, logFile, readyPath: "/api/health/live" });
  try {
    // A login: the SGP is asked for the customer, the database for the login limits.
    const cookie = await credentialsLogin(url, DEMO_CUSTOMERS.maria, { "x-request-id": "login-trace-0001" });
    expect(cookie).toContain("session-token");

    await expect.poll(() => collector.spans.some((s) => s.name.startsWith("sgp ")), { timeout: 15_000 }).toBe(true);
    const isLogin = (s: OtlpSpan) =>
      s.kind === 2 && s.name.startsWith("POST") && attributesOf(s.attributes)["next.route"] === "/api/auth/[...nextauth]";
    await expect.poll(() => collector.spans.some(isLogin), { timeout: 15_000 }).toBe(true);
    const login = collector.spans.find(isLogin)!;
    const trace = collector.spans.filter((s) => s.traceId === login.traceId);
    const sgpCall = trace.find((s) => attributesOf(s.attributes)["upstream.name"] === "sgp");
    expect(sgpCall, "the SGP call is a span of the login's trace").toBeTruthy();
    expect(sgpCall!.kind).toBe(3); // CLIENT
    expect(attributesOf(sgpCall!.attributes)["http.response.status_code"]).toBe("200");
    const query = trace.find((s) => attributesOf(s.attributes)["db.system.name"] === "postgresql");
    expect(query, "a database query is a span of the login's trace").toBeTruthy();
    expect(attributesOf(query!.attributes)["db.query.text"]).toMatch(/^(select|insert|update|delete|with)\b/i);
    expect(collector.resources.some((r) => r["service.name"] === "central-teste")).toBe(true);
    expect(collector.contentTypes.every((type) => type.startsWith("application/json"))).toBe(true);
    // No span carries the customer's document.
    expect(JSON.stringify(collector.spans)).not.toContain(DEMO_CUSTOMERS.maria.digits);

    // X-Request-Id: a safe id is kept, anything else replaced; the log line names the route pattern.
    const token = "Xk9d2AbC0123456789abcdefghijklmn";
    const invoice = await fetch(`${url}/fatura/${token}`, { headers: { "x-request-id": "fatura-req-0001" } });
    expect(invoice.headers.get("x-request-id")).toBe("fatura-req-0001");
    const forged = await fetch(`${url}/cpf/${DEMO_CUSTOMERS.maria.digits}`, {
      headers: { "x-request-id": DEMO_CUSTOMERS.maria.digits },
      redirect: "manual",
    });
    const forgedId = forged.headers.get("x-request-id");
    expect(forgedId).toMatch(/^[0-9a-f-]{36}$/);
    const asset = await fetch(`${url}/sw.js`);
    expect(asset.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    // Spans made after requests that carry a document, an invoice token, the webhook's ?hmac= secret
    // and a txid: named by route pattern, without any of them (lib/platform/observability/span-privacy.ts).
    const txid = "TxObservabilidade0123456789abcd";
    await fetch(`${url}/faturafacil?cpf_cnpj=${DEMO_CUSTOMERS.maria.digits}`, { redirect: "manual" });
    const webhook = await fetch(`${url}/api/webhooks/efi/pix?hmac=${env.EFI_WEBHOOK_SECRET}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pix: [{ endToEndId: `E${"1".repeat(31)}`, txid, valor: "10.00", horario: new Date().toISOString() }] }),
    });
    expect(webhook.status).toBeLessThan(500);
    const serverSpan = (route: string) => collector.spans.find((s) => s.kind === 2 && attributesOf(s.attributes)["next.route"] === route);
    for (const route of ["/fatura/[token]", "/api/webhooks/efi/pix"]) {
      await expect.poll(() => serverSpan(route), { timeout: 15_000, message: route }).toBeTruthy();
      expect(serverSpan(route)!.name).toMatch(new RegExp(`^(RSC )?(GET|POST) ${route.replace(/[[\]]/g, "\\$&")}$`));
      expect(attributesOf(serverSpan(route)!.attributes)["http.target"]).toBe(route);
    }
    // The proxy answers /cpf/<document> and /faturafacil itself: their spans, when any, hold a pattern only.
    const targets = collector.spans.map((s) => attributesOf(s.attributes)["http.target"]).filter(Boolean);
    for (const target of targets) expect(target).toMatch(/^\/[\w\-./[\]]*$|^\(unmatched\)$|^\(static\)$/);
    expect(collector.spans.some((s) => s.name.startsWith("fetch "))).toBe(false);
    const exported = JSON.stringify(collector.spans);
    for (const secret of [token, DEMO_CUSTOMERS.maria.digits, String(env.EFI_WEBHOOK_SECRET), txid, "app=", "token="])
      expect(exported).not.toContain(secret);

    const lines = () =>
      fs
        .readFileSync(logFile, "utf8")
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === "request");
    await expect.poll(() => lines().find((l) => l.requestId === "fatura-req-0001")).toBeTruthy();
    const line = lines().find((l) => l.requestId === "fatura-req-0001")!;
    expect(line).toMatchObject({ method: "GET", route: "/fatura/[token]", status: invoice.status, brand: "velozfibra" });
    expect(typeof line.durationMs).toBe("number");
    await expect
      .poll(() => lines().find((l) => l.requestId === forgedId))
      .toMatchObject({ method: "GET", route: "/cpf/[cpfcnpj]", status: forged.status });
    expect(lines().find((l) => l.requestId === "login-trace-0001")).toMatchObject({
      method: "POST",
      route: "/api/auth/[...nextauth]",
      status: 200,
    });
    await expect.poll(() => lines().some((l) => l.route === "(static)")).toBe(true);
    const log = fs.readFileSync(logFile, "utf8");
    expect(log).not.toContain(token);
    expect(log).not.toContain(DEMO_CUSTOMERS.maria.digits);

    // Readiness: the database and configuration are usable; the driver and the upstreams' circuits
    // only for the metrics token.
    const ready = await fetch(`${url}/api/health/ready`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      configuration: { ok: true },
      database: { ok: true, driver: "pglite" },
      upstreams: { sgp: "closed", efi: "closed" },
    });
    expect(await (await fetch(`${url}/api/health/ready`)).json()).toEqual({
      status: "ready",
      configuration: { ok: true },
      database: { ok: true },
    });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    // Metrics: only with the token; the requests above are counted by route pattern.
    expect((await fetch(`${url}/api/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/api/metrics`, { headers: { authorization: "Bearer outro-token-qualquer-123" } })).status).toBe(401);
    const metrics = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get("content-type")).toContain("text/plain");
    const text = await metrics.text();
    expect(text).toMatch(
      new RegExp(`^cda_http_requests_total\\{method="GET",route="/fatura/\\[token\\]",status="${invoice.status}"\\} 1$`, "m"),
    );
    expect(text).toMatch(/^cda_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/\[\.\.\.nextauth\]"\} [1-9]/m);
    expect(text).toMatch(/^cda_upstream_request_duration_seconds_count\{upstream="sgp",outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^cda_upstream_circuit_state\{upstream="sgp",endpoint="http:\/\/127\.0\.0\.1:7001"\} 0$/m);
    expect(text).not.toContain(token);
  } finally {
    await stopChild(server);
    await collector.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { GET as ready } from "@/app/api/health/ready/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { circuitFor, DEFAULT_CIRCUIT_OPTIONS } from "@/lib/platform/upstream/circuit";
import { setAppDatabase } from "../support/app-database";
import { closeAllCircuits } from "../support/circuits";
import { createTestDatabase } from "../support/db";
import { makeP12 } from "../support/p12";

/*
 * GET /api/health/ready (orchestrators' and load balancers' readiness; with the database down,
 * tests/integration/health.test.ts) and GET /api/metrics (Prometheus, behind METRICS_TOKEN).
 */
const TOKEN = "token-das-metricas-0123456789";
const saved = process.env.METRICS_TOKEN;

beforeEach(() => closeAllCircuits());
afterEach(() => {
  setAppDatabase(null);
  closeAllCircuits();
  if (saved === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = saved;
});

/** Opens the breaker of `key` as five unavailable answers in a row would. */
function openCircuit(key: string) {
  const circuit = circuitFor(key);
  for (let i = 0; i < DEFAULT_CIRCUIT_OPTIONS.failureThreshold; i++) circuit.recordFailure();
}

const withToken = () => new Request("http://localhost/api/health/ready", { headers: { authorization: `Bearer ${TOKEN}` } });
const anonymous = () => new Request("http://localhost/api/health/ready");

it("is ready with a usable database and configuration; the circuits and the driver only for the metrics token", async () => {
  const database = await createTestDatabase("pglite");
  setAppDatabase(database);
  process.env.METRICS_TOKEN = TOKEN;
  try {
    const first = await ready(withToken());
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await first.json()).toEqual({
      status: "ready",
      configuration: { ok: true },
      database: { ok: true, driver: "pglite" },
      upstreams: { sgp: "closed", efi: "closed" },
    });

    circuitFor("efi http://pix.example");
    openCircuit("efi http://charges.example");
    openCircuit("sgp http://sgp.example");
    const degraded = await ready(withToken());
    expect(degraded.status).toBe(200);
    expect(await degraded.json()).toMatchObject({ status: "ready", upstreams: { sgp: "open", efi: "open" } });

    // Anyone else, or a wrong token, or a server without METRICS_TOKEN: the state only.
    const bare = { status: "ready", configuration: { ok: true }, database: { ok: true } };
    expect(await (await ready(anonymous())).json()).toEqual(bare);
    expect(
      await (
        await ready(new Request("http://localhost/api/health/ready", { headers: { authorization: "Bearer outro-token-qualquer-123" } }))
      ).json(),
    ).toEqual(bare);
    delete process.env.METRICS_TOKEN;
    expect(await (await ready(withToken())).json()).toEqual(bare);
  } finally {
    await database.close();
  }
});

it("is not ready (503) with a configuration the server cannot use, naming no variable", async () => {
  process.env.METRICS_TOKEN = "curto";
  const res = await ready(anonymous());
  expect(res.status).toBe(503);
  const body = await res.text();
  expect(body).not.toContain("METRICS_TOKEN");
  expect(JSON.parse(body)).toMatchObject({ status: "not-ready", configuration: { ok: false }, database: { ok: false } });
});

const scrape = (authorization?: string) =>
  metrics(new Request("http://localhost/api/metrics", { headers: authorization ? { authorization } : {} }));

it("metrics are absent (404) without METRICS_TOKEN", async () => {
  delete process.env.METRICS_TOKEN;
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.status).toBe(404);
  expect(await res.text()).toBe("");
});

it("metrics need the configured bearer token, then list the circuits' states in Prometheus text", async () => {
  // The scrape reads the settlement backlog: from a test database, not the embedded one on disk,
  // whose first opening (migrations included) outlasted the test's minute on a busy CI machine.
  const database = await createTestDatabase("pglite");
  setAppDatabase(database);
  process.env.METRICS_TOKEN = TOKEN;
  try {
    for (const authorization of [undefined, "Bearer errado-errado-errado-0000", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const refused = await scrape(authorization);
      expect(refused.status).toBe(401);
      expect(await refused.text()).toBe("");
    }
    openCircuit("sgp http://sgp.example:8080");
    circuitFor("efi http://pix.example");
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('cda_upstream_circuit_state{upstream="sgp",endpoint="http://sgp.example:8080"} 2');
    expect(text).toContain('cda_upstream_circuit_state{upstream="efi",endpoint="http://pix.example"} 0');
    expect(text).toContain("# TYPE cda_http_request_duration_seconds histogram");
    expect(text).toContain("# TYPE cda_payments_generated_total counter");
    expect(text).toContain("cda_payments_unsettled 0");
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  } finally {
    await database.close();
  }
});

it("is not ready with an Efí certificate that does not open, and shows its expiry in readiness and metrics once it does", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-ready-cert-"));
  const saved = { url: process.env.EFI_PIX_URL, path: process.env.EFI_CERT_PATH, pass: process.env.EFI_CERT_PASSPHRASE };
  const database = await createTestDatabase("pglite");
  setAppDatabase(database);
  try {
    Object.assign(process.env, {
      EFI_PIX_URL: "https://pix.api.efipay.com.br",
      EFI_CERT_PATH: makeP12(dir, { passphrase: "certa" }),
      EFI_CERT_PASSPHRASE: "errada",
      METRICS_TOKEN: TOKEN,
    });
    const refused = await ready(withToken());
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ status: "not-ready", database: { ok: true }, efiCertificate: { ok: false } });

    process.env.EFI_CERT_PASSPHRASE = "certa";
    const accepted = await ready(withToken());
    expect(accepted.status).toBe(200);
    const { efiCertificate } = (await accepted.json()) as { efiCertificate: { ok: boolean; expiresAt: string } };
    expect(efiCertificate.ok).toBe(true);
    const expiry = Math.floor(new Date(efiCertificate.expiresAt).getTime() / 1000);
    expect(await (await scrape(`Bearer ${TOKEN}`)).text()).toMatch(
      new RegExp(`^cda_efi_certificate_expiry_timestamp_seconds ${expiry}$`, "m"),
    );
  } finally {
    for (const [key, value] of [
      ["EFI_PIX_URL", saved.url],
      ["EFI_CERT_PATH", saved.path],
      ["EFI_CERT_PASSPHRASE", saved.pass],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

import { afterEach, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { GET } from "@/app/api/health/route";
import { pingDatabase } from "@/lib/vendors/db/client";
import { setAppDatabase } from "../support/app-database";
import { createTestDatabase } from "../support/db";

/**
 * GET /api/health (what `npm run demo` polls), GET /api/health/live (the container's HEALTHCHECK)
 * and, with the database down, GET /api/health/ready (tests/integration/health-ready.test.ts has the rest).
 */

afterEach(() => {
  setAppDatabase(null);
  delete process.env.METRICS_TOKEN;
});

const TOKEN = "token-das-metricas-0123456789";
const asOperator = (path: string) => new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
const asAnyone = (path: string) => new Request(`http://localhost${path}`);

it("answers 200 with the database's state, uncached; the driver only for the metrics token", async () => {
  const database = await createTestDatabase("pglite");
  setAppDatabase(database);
  process.env.METRICS_TOKEN = TOKEN;
  try {
    const res = await GET(asAnyone("/api/health"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok", database: { ok: true } });
    expect(await (await GET(asOperator("/api/health"))).json()).toEqual({ status: "ok", database: { ok: true, driver: "pglite" } });
  } finally {
    await database.close();
  }
});

it("answers 503 'degraded' when the database cannot be reached, without the error's text", async () => {
  const database = await createTestDatabase("pglite");
  setAppDatabase(database);
  await database.close();
  const ping = await pingDatabase();
  const cause = !ping.ok && ping.error;
  expect(cause).toBeTruthy();

  process.env.METRICS_TOKEN = TOKEN;
  const res = await GET(asOperator("/api/health"));
  expect(res.status).toBe(503);
  const body = await res.text();
  // The driver's message names hosts, files and queries: it goes to the log, never to the caller.
  expect(body).not.toContain(cause);
  expect(JSON.parse(body)).toEqual({ status: "degraded", database: { ok: false, driver: "pglite" } });
  expect(await (await GET(asAnyone("/api/health"))).json()).toEqual({ status: "degraded", database: { ok: false } });

  // Readiness says the same, as orchestrators read it.
  const readiness = await ready(asOperator("/api/health/ready"));
  expect(readiness.status).toBe(503);
  const readinessBody = await readiness.text();
  expect(readinessBody).not.toContain(cause);
  expect(JSON.parse(readinessBody)).toEqual({
    status: "not-ready",
    configuration: { ok: true },
    database: { ok: false, driver: "pglite" },
    upstreams: { sgp: "closed", efi: "closed" },
  });
});

it("answers liveness with 200 without touching the database", async () => {
  const database = await createTestDatabase("pglite");
  setAppDatabase(database);
  await database.close();
  const res = live();
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.json()).toEqual({ status: "ok" });
});

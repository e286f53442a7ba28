import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "@/lib/platform/log";
import { renderMetrics } from "@/lib/platform/observability/metrics";
import { APP_ROUTES, routeMatcher, STATIC_ROUTE, UNMATCHED_ROUTE } from "@/lib/platform/observability/routes";
import { requestIdFrom } from "@/lib/platform/request/id";
import { logFinishedRequest } from "@/lib/platform/request/log";

afterEach(() => vi.restoreAllMocks());

describe("routeMatcher", () => {
  const routeOf = routeMatcher();

  it("names a path by its route pattern, never by its token or document", () => {
    expect(routeOf("/fatura/Xk9d2AbC0123456789abcdefghijklmn")).toBe("/fatura/[token]");
    expect(routeOf("/cpf/52998224725")).toBe("/cpf/[cpfcnpj]");
    expect(routeOf("/api/auth/callback/credentials")).toBe("/api/auth/[...nextauth]");
    expect(routeOf("/brands/velozfibra/manifest.webmanifest")).toBe("/brands/[brand]/manifest.webmanifest");
  });

  it("names static routes as themselves, with or without a trailing slash, and the built pages by their address", () => {
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/invoices/")).toBe("/invoices");
    expect(routeOf("/login")).toBe("/login");
    expect(routeOf("/prerendered/velozfibra/login")).toBe("/prerendered/[brand]/login");
  });

  it("puts build assets and public files under one name, and an address no route answers under another", () => {
    expect(routeOf("/_next/static/chunks/abc.js")).toBe(STATIC_ROUTE);
    expect(routeOf("/sw.js")).toBe(STATIC_ROUTE);
    expect(routeOf("/brands/velozfibra-dark.svg")).toBe(STATIC_ROUTE);
    expect(routeOf("/brands/velozfibra/logo.svg")).toBe(STATIC_ROUTE);
    expect(routeOf("/52998224725")).toBe(UNMATCHED_ROUTE);
    expect(routeMatcher([])("/invoices")).toBe(UNMATCHED_ROUTE);
  });

  it("lists every page and route handler under app/, and only those", () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
          const segments = path
            .relative("app", dir)
            .split(path.sep)
            .filter((s) => s && !/^\(.+\)$/.test(s));
          found.push(`/${segments.join("/")}`);
        }
      }
    };
    walk("app");
    if (fs.existsSync("app/robots.ts")) found.push("/robots.txt");
    expect([...APP_ROUTES].sort()).toEqual(found.sort());
  });

  it("is the build's own list when a build is there (.next/routes-manifest.json)", () => {
    const file = path.join(".next", "routes-manifest.json");
    if (!fs.existsSync(file)) return;
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { staticRoutes: { page: string }[]; dynamicRoutes: { page: string }[] };
    const built = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((r) => r.page).filter((page) => !page.startsWith("/_"));
    expect([...APP_ROUTES].sort()).toEqual(built.sort());
  });
});

describe("requestIdFrom", () => {
  it("keeps a caller's id that is safe to log", () => {
    expect(requestIdFrom("0f8e4c1a-9b7d-4e2f-8a61-3c5d7e9f1b2a")).toBe("0f8e4c1a-9b7d-4e2f-8a61-3c5d7e9f1b2a");
    expect(requestIdFrom(["lb_req_Abc12345", "second"])).toBe("lb_req_Abc12345");
  });

  it("replaces a missing, short, long, digits-only or unsafe id with a new UUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const unsafe of [
      undefined,
      null,
      "",
      "abc1234",
      "x".repeat(129),
      "52998224725",
      "529.982.247-25",
      'id"}\n{"level":60',
      "id com espaço",
    ]) {
      expect(requestIdFrom(unsafe)).toMatch(uuid);
    }
  });
});

describe("logFinishedRequest", () => {
  it("writes method, route, status, duration and request id, and counts the request by its route", async () => {
    const info = vi.spyOn(log, "info").mockImplementation(() => undefined);
    logFinishedRequest({
      requestId: "req-abcdefgh",
      method: "GET",
      route: "/fatura/[token]",
      status: 200,
      durationMs: 12.345,
      brand: "velozfibra",
      aborted: false,
    });
    logFinishedRequest({
      requestId: "req-ijklmnop",
      method: "BREW",
      route: "/[...missing]",
      status: 404,
      durationMs: 1,
      brand: "not-a-brand",
      aborted: true,
    });
    expect(info.mock.calls).toEqual([
      [
        { requestId: "req-abcdefgh", method: "GET", route: "/fatura/[token]", status: 200, durationMs: 12.3, brand: "velozfibra" },
        "request",
      ],
      [{ requestId: "req-ijklmnop", method: "OTHER", route: "/[...missing]", status: 404, durationMs: 1, aborted: true }, "request"],
    ]);
    const { body } = await renderMetrics();
    expect(body).toMatch(/^cda_http_requests_total\{method="GET",route="\/fatura\/\[token\]",status="200"\} [1-9]/m);
    expect(body).toMatch(/^cda_http_request_duration_seconds_bucket\{le="0\.025",method="GET",route="\/fatura\/\[token\]"\} [1-9]/m);
    expect(body).toMatch(/^cda_http_requests_total\{method="OTHER",route="\/\[\.\.\.missing\]",status="404"\} [1-9]/m);
  });
});

describe("reportRequestError (instrumentation's onRequestError)", () => {
  it("logs the route pattern, the kind of route and the request id, never the path", async () => {
    const { reportRequestError } = await import("@/lib/platform/observability/request-error");
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const failure = new Error("falhou");
    reportRequestError(
      failure,
      {
        path: "/fatura/Xk9d2AbC0123456789abcdefghijklmn?x=1",
        method: "GET",
        headers: { "x-request-id": "req-abcdefgh", cookie: "segredo" },
      },
      {
        routerKind: "App Router",
        routePath: "/fatura/[token]",
        routeType: "render",
        renderSource: "server-rendering",
        revalidateReason: undefined,
      },
    );
    expect(error.mock.calls).toEqual([
      [
        {
          route: "/fatura/[token]",
          routeType: "render",
          method: "GET",
          requestId: "req-abcdefgh",
          renderSource: "server-rendering",
          err: failure,
        },
        "erro no servidor",
      ],
    ]);
  });
});

describe("one registry and one set of circuits per process", () => {
  it("are shared by every copy of their modules, as Next.js bundles each route with its own copy", async () => {
    vi.resetModules();
    const first = {
      metrics: await import("@/lib/platform/observability/metrics"),
      circuits: await import("@/lib/platform/upstream/circuit"),
    };
    vi.resetModules();
    const second = {
      metrics: await import("@/lib/platform/observability/metrics"),
      circuits: await import("@/lib/platform/upstream/circuit"),
    };
    expect(second.metrics).not.toBe(first.metrics);

    const pix = async () =>
      Number(/^cda_payments_generated_total\{method="pix"\} (\d+)$/m.exec((await second.metrics.renderMetrics()).body)?.[1] ?? 0);
    const before = await pix();
    first.metrics.countPaymentGenerated("pix");
    expect(await pix()).toBe(before + 1);

    first.circuits.circuitFor("sgp http://shared.example");
    expect(second.circuits.circuitStates()).toContainEqual({ key: "sgp http://shared.example", upstream: "sgp", state: "closed" });
  });
});

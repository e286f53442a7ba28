import { describe, expect, it } from "vitest";
import { publicPaths } from "@/config/public-paths";
import { addressRoutes, isPublicPath, requiresSession, routePattern } from "@/lib/platform/route-access";

/** The shape of a build's route list (.next/app-path-routes-manifest.json values). */
const built = [
  "/",
  "/invoices",
  "/trust-release",
  "/fatura/[token]",
  "/cpf/[cpfcnpj]",
  "/faturafacil",
  "/verificarpixefi",
  "/robots.txt",
  "/_not-found",
  "/_global-error",
  "/api/health",
  "/api/auth/[...nextauth]",
  "/brands/[brand]/manifest.webmanifest",
  "/prerendered/[brand]/login",
];

describe("routePattern", () => {
  it("reads the App Router's notation", () => {
    expect(routePattern("/").test("/")).toBe(true);
    expect(routePattern("/fatura/[token]").test("/fatura/abc")).toBe(true);
    expect(routePattern("/fatura/[token]").test("/fatura/abc/def")).toBe(false);
    expect(routePattern("/fatura/[token]").test("/fatura")).toBe(false);
    expect(routePattern("/docs/[...slug]").test("/docs/a/b")).toBe(true);
    expect(routePattern("/docs/[...slug]").test("/docs")).toBe(false);
    expect(routePattern("/docs/[[...slug]]").test("/docs")).toBe(true);
    expect(routePattern("/a.b").test("/aXb")).toBe(false);
  });
});

describe("requiresSession: routing fails closed", () => {
  it("a page the build holds needs a session unless it is on the public list", () => {
    for (const path of ["/", "/invoices", "/trust-release", "/invoices/", "/invoices/2026"]) {
      expect(requiresSession(path, built), path).toBe(true);
    }
  });

  it("a page added to the build without a public entry is private", () => {
    expect(requiresSession("/nova-pagina", [...built, "/nova-pagina"])).toBe(true);
    expect(requiresSession("/contratos/123", [...built, "/contratos/[id]"])).toBe(true);
    expect(requiresSession("/nova-pagina", built)).toBe(false);
  });

  it("the public list, API routes and the built routes' own addresses pass without one", () => {
    for (const path of [
      "/login",
      "/forgot-password",
      "/terms",
      "/privacy",
      "/verificar-fatura",
      "/verificarpixefi",
      "/fatura/abc",
      "/faturafacil",
      "/cpf/52998224725",
      "/brands/velozfibra/manifest.webmanifest",
      "/api/health",
      "/api/auth/session",
      "/prerendered/velozfibra/login",
    ]) {
      expect(requiresSession(path, built), path).toBe(false);
    }
  });

  it("an address no page answers is the not-found screen's, for everyone", () => {
    expect(requiresSession("/nao-existe/de-jeito-nenhum", built)).toBe(false);
    expect(requiresSession("/_not-found", built)).toBe(false);
  });

  it("without the build's route list, every address outside the public list needs a session", () => {
    expect(requiresSession("/nao-existe", null)).toBe(true);
    expect(requiresSession("/invoices", null)).toBe(true);
    expect(requiresSession("/login", null)).toBe(false);
    expect(requiresSession("/api/health", null)).toBe(false);
  });

  it("a public entry covers its own address only", () => {
    expect(isPublicPath("/login/")).toBe(true);
    expect(isPublicPath("/login/extra")).toBe(false);
    expect(isPublicPath("/fatura")).toBe(false);
    expect(requiresSession("/fatura/a/b", built)).toBe(false);
  });

  it("addressRoutes leaves out API routes, internals and the per-brand builds", () => {
    expect(addressRoutes(built)).toEqual([
      "/",
      "/invoices",
      "/trust-release",
      "/fatura/[token]",
      "/cpf/[cpfcnpj]",
      "/faturafacil",
      "/verificarpixefi",
      "/robots.txt",
      "/brands/[brand]/manifest.webmanifest",
    ]);
    expect(publicPaths.length).toBeGreaterThan(0);
  });
});

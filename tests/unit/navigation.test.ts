import { describe, expect, it } from "vitest";
import { isPrerenderedRoute, prerenderedPaths, prerenderedRoute } from "@/config/public-paths";
import { isPublicPath } from "@/lib/platform/route-access";
import { accountNavigation, mainNavigation } from "@/config/navigation";

describe("prerenderedRoute", () => {
  it("sends each public page built per brand to its brand's build", () => {
    expect(prerenderedRoute("/login", "velozfibra")).toBe("/prerendered/velozfibra/login");
    expect(prerenderedRoute("/verificar-fatura", "conectasul")).toBe("/prerendered/conectasul/verificar-fatura");
  });

  it("leaves every other address to the pages rendered per request", () => {
    for (const path of ["/", "/invoices", "/fatura/abc", "/verificarpixefi", "/login/extra", "/api/health"]) {
      expect(prerenderedRoute(path, "velozfibra"), path).toBeNull();
    }
  });

  it("never builds a page behind login", () => {
    for (const path of prerenderedPaths) expect(isPublicPath(path), path).toBe(true);
  });
});

describe("isPrerenderedRoute", () => {
  it("recognises the built routes, which are not addresses of the site", () => {
    expect(isPrerenderedRoute("/prerendered")).toBe(true);
    expect(isPrerenderedRoute("/prerendered/velozfibra/login")).toBe(true);
    expect(isPrerenderedRoute("/prerendered-x")).toBe(false);
    expect(isPrerenderedRoute("/login")).toBe(false);
  });
});

describe("sidebar entries", () => {
  it("every entry opens its page; Perfil opens /profile", () => {
    expect(mainNavigation.map((item) => item.href)).toEqual([
      "/",
      "/invoices",
      "/services",
      "/support",
      "/internet",
      "/suggestions",
      "/equipment",
    ]);
    expect(accountNavigation.find((item) => item.title === "Perfil")?.href).toBe("/profile");
  });
});

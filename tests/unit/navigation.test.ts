import { describe, expect, it } from "vitest";
import { isPrerenderedRoute, prerenderedPaths, prerenderedRoute } from "@/config/public-paths";
import { isPublicPath } from "@/lib/routing/access";
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
  it("keep the in-development toast only for the sample pages; Perfil opens /profile", () => {
    const all = [...mainNavigation, ...accountNavigation];
    expect(all.filter((item) => item.inDevelopment).map((item) => item.href)).toEqual(["/equipment"]);
    const profile = accountNavigation.find((item) => item.title === "Perfil");
    expect(profile?.href).toBe("/profile");
    expect(profile?.inDevelopment).toBeFalsy();
  });
});

import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { prerenderedPaths, publicPaths } from "../../config/public-paths";
import { addressRoutes, isPublicPath } from "../../lib/platform/route-access";

/*
 * Routing fails closed, walked over the build the server runs: every page and route handler of
 * .next/app-path-routes-manifest.json (API routes aside, which check their own callers) is either
 * on the public list of config/public-paths.ts or sends a visitor without a session to /login,
 * remembering the address.
 */

const manifest = JSON.parse(fs.readFileSync(path.resolve(".next", "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
const built = Object.values(manifest);

/** A concrete address for a route: each `[param]` filled with a plausible value. */
function addressOf(route: string): string {
  const samples: Record<string, string> = { brand: "velozfibra", cpfcnpj: "52998224725", token: "a".repeat(32) };
  return route.replace(/\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}/g, (_, name: string) => samples[name] ?? "x1");
}

const addresses = [...new Set([...addressRoutes(built).map(addressOf), ...prerenderedPaths])];

test("the walk covers the whole build, and every public entry is a route of it", () => {
  expect(addresses.filter((address) => !isPublicPath(address)).length).toBeGreaterThanOrEqual(10);
  for (const entry of publicPaths) {
    const isBuilt = built.includes(entry) || built.includes(`/prerendered/[brand]${entry}`);
    expect(isBuilt, `${entry} is on the public list but the build has no such route`).toBe(true);
  }
});

for (const address of addresses) {
  const isPublic = isPublicPath(address);
  test(`${address}: ${isPublic ? "public" : "redirects to /login"} without a session`, async ({ request }) => {
    const response = await request.get(address, { maxRedirects: 0 });
    const location = response.headers().location;
    if (isPublic) {
      expect(response.status(), address).toBeLessThan(500);
      if (location) expect(new URL(location, "http://x").pathname, address).not.toBe("/login");
    } else {
      expect(response.status(), address).toBe(307);
      const target = new URL(location ?? "", "http://x");
      expect(target.pathname).toBe("/login");
      expect(target.searchParams.get("callbackUrl")).toBe(address);
    }
  });
}

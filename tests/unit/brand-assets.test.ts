import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandIds, brands } from "@/config/brands";
import { brandAssetPath, brandIcons, brandManifest, manifestPath } from "@/lib/platform/brand/assets";
import { serviceWorkerUrl } from "@/lib/notifications/push/browser";

const publicDir = path.resolve("public");

/** Width, height and colour type from a PNG's IHDR chunk; throws when the file is no PNG. */
function pngHeader(file: string) {
  const bytes = fs.readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(0, 8).toString("hex"), file).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii"), file).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

describe.each(brandIds)("the installable portal of %s", (id) => {
  const brand = brands[id];

  it("has a manifest with the brand's names and colours, standalone from /", () => {
    expect(manifestPath(id)).toBe(`/brands/${id}/manifest.webmanifest`);
    expect(brandManifest(brand)).toMatchObject({
      name: brand.appName,
      short_name: brand.shortName,
      theme_color: brand.themeColor.light,
      background_color: "#ffffff",
      start_url: "/",
      scope: "/",
      display: "standalone",
      lang: "pt-BR",
    });
    expect(brand.shortName.length).toBeLessThanOrEqual(12);
  });

  it("lists icons of 192 and 512 and a maskable one, each a PNG of the stated size", () => {
    const icons = brandManifest(brand).icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of icons) {
      const { width, height } = pngHeader(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe("image/png");
    }
  });

  it("states its logos' size as their SVGs do, both variants alike", () => {
    for (const file of [brand.logo.light, brand.logo.dark]) {
      const svg = fs.readFileSync(path.join(publicDir, file), "utf8");
      const [, width, height] = /<svg\b[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg) ?? [];
      expect({ width: Number(width), height: Number(height) }, file).toEqual({ width: brand.logo.width, height: brand.logo.height });
    }
  });

  it("has an opaque 180 apple-touch-icon and a 96 badge", () => {
    // iOS paints a transparent apple-touch-icon's background black: colour type 2 is RGB, no alpha.
    expect(pngHeader(brandAssetPath(id, brandIcons.appleTouch.file))).toEqual({ width: 180, height: 180, colourType: 2 });
    expect(pngHeader(brandAssetPath(id, brandIcons.badge.file))).toMatchObject({ width: 96, height: 96 });
  });
});

describe("the service worker", () => {
  it("is registered under the page's brand and shows that brand's icon and badge", () => {
    expect(serviceWorkerUrl("velozfibra")).toBe("/sw.js?brand=velozfibra");
    expect(serviceWorkerUrl(undefined)).toBe("/sw.js");
    const worker = fs.readFileSync(path.join(publicDir, "sw.js"), "utf8");
    expect(worker).toContain(`/brands/\${BRAND}/${brandIcons.any192.file}`);
    expect(worker).toContain(`/brands/\${BRAND}/${brandIcons.badge.file}`);
  });
});

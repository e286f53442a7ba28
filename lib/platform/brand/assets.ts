import type { MetadataRoute } from "next";
import type { Brand, BrandId } from "@/config/brands";

/*
 * What makes the portal installable per brand: the PNG icons under public/brands/<id>/
 * (made by scripts/generate-brand-icons.ts from the brand's SVG icon) and the web app
 * manifest served at /brands/<id>/manifest.webmanifest. The proxy leaves /brands/ alone,
 * so all of them are plain static files of this origin (CSP manifest-src 'self').
 */

export type BrandIcon = { file: string; size: number };

export const brandIcons = {
  /** Android, the manifest's 'any' icons: the brand icon as drawn (white rounded square). */
  any192: { file: "icon-192.png", size: 192 },
  any512: { file: "icon-512.png", size: 512 },
  /** Full-bleed brand colour, the glyph inside the central 80% safe zone, for masked launchers. */
  maskable512: { file: "maskable-512.png", size: 512 },
  /** iOS home screen: opaque (iOS fills transparency with black) and rounded by iOS itself. */
  appleTouch: { file: "apple-touch-icon.png", size: 180 },
  /** Android's status bar badge: white glyph on transparency (only the alpha channel is used). */
  badge: { file: "badge-96.png", size: 96 },
} as const satisfies Record<string, BrandIcon>;

/** The light app background (app/globals.css --background), behind the splash screen's icon. */
export const APP_BACKGROUND = "#ffffff";

export function brandAssetPath(id: BrandId, file: string): string {
  return `/brands/${id}/${file}`;
}

export function manifestPath(id: BrandId): string {
  return brandAssetPath(id, "manifest.webmanifest");
}

export function brandManifest(brand: Brand): MetadataRoute.Manifest {
  const icon = ({ file, size }: BrandIcon, purpose: "any" | "maskable") => ({
    src: brandAssetPath(brand.id, file),
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  return {
    id: "/",
    name: brand.appName,
    short_name: brand.shortName,
    description: brand.tagline,
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brand.themeColor.light,
    background_color: APP_BACKGROUND,
    icons: [icon(brandIcons.any192, "any"), icon(brandIcons.any512, "any"), icon(brandIcons.maskable512, "maskable")],
  };
}

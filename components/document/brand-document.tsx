import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LoadRecoveryReset } from "@/components/recovery/load-recovery";
import { UnknownActionReload } from "@/components/recovery/unknown-action-reload";
import { SkipLink } from "@/components/shell/skip-link";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { ToasterOnDemand } from "@/components/ui/toaster-on-demand";
import type { Brand } from "@/config/brands";
import { brandAssetPath, brandIcons, manifestPath } from "@/lib/platform/brand/assets";
import { formGuardScript } from "@/lib/platform/browser/form-guard";
import { loadRecoveryScript, RECOVERY_ROOT_ID } from "@/lib/platform/browser/load-recovery";
import "@/app/globals.css";

/*
 * The document every page renders in, shared by the two root layouts: app/(per-request) (brand
 * and CSP nonce from the proxy's headers) and app/prerendered/[brand] (brand from the path,
 * built once per brand; its inline scripts are allowed by hash, see lib/platform/security/csp.ts).
 */

export function brandMetadata(brand: Brand): Metadata {
  return {
    title: { default: `Central do Assinante | ${brand.name}`, template: `%s | ${brand.name}` },
    description: brand.tagline,
    applicationName: brand.name,
    icons: {
      icon: brand.favicon,
      apple: { url: brandAssetPath(brand.id, brandIcons.appleTouch.file), sizes: "180x180" },
    },
    // Installable on Android and iOS; iOS 16.4+ allows web push only to the installed portal.
    manifest: manifestPath(brand.id),
    appleWebApp: { capable: true, title: brand.shortName, statusBarStyle: "default" },
    other: { brand: brand.id },
    // Crawler-free, as X-Robots-Tag says for every answer (next.config.ts, app/robots.ts).
    robots: { index: false, follow: false },
  };
}

export function brandViewport(brand: Brand): Viewport {
  return {
    width: "device-width",
    initialScale: 1,
    themeColor: [
      { media: "(prefers-color-scheme: light)", color: brand.themeColor.light },
      { media: "(prefers-color-scheme: dark)", color: brand.themeColor.dark },
    ],
  };
}

export function BrandDocument({ brand, nonce, children }: { brand: Brand; nonce?: string; children: ReactNode }) {
  return (
    <html lang="pt-BR" data-brand={brand.id} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document; next/head belongs to the pages router */}
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loadRecoveryScript() }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: formGuardScript() }} />
      </head>
      <body className="min-h-svh">
        <SkipLink />
        <ThemeProvider nonce={nonce}>
          <div id={RECOVERY_ROOT_ID} className="min-h-svh">
            {children}
          </div>
          <ToasterOnDemand />
          <LoadRecoveryReset />
          <UnknownActionReload />
        </ThemeProvider>
      </body>
    </html>
  );
}

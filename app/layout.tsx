import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { LoadRecoveryReset } from "@/components/recovery/load-recovery";
import { ToasterOnDemand } from "@/components/ui/toaster-on-demand";
import { currentBrand } from "@/lib/brand/current";
import { loadRecoveryScript, RECOVERY_ROOT_ID } from "@/lib/recovery/script";
import { NONCE_HEADER } from "@/lib/request-headers";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const brand = await currentBrand();
  return {
    title: { default: `Central do Assinante | ${brand.name}`, template: `%s | ${brand.name}` },
    description: brand.tagline,
    applicationName: brand.name,
    icons: { icon: brand.favicon },
    other: { brand: brand.id },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const brand = await currentBrand();
  return {
    width: "device-width",
    initialScale: 1,
    themeColor: [
      { media: "(prefers-color-scheme: light)", color: brand.themeColor.light },
      { media: "(prefers-color-scheme: dark)", color: brand.themeColor.dark },
    ],
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [brand, requestHeaders] = await Promise.all([currentBrand(), headers()]);
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="pt-BR" data-brand={brand.id} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loadRecoveryScript() }} />
      </head>
      <body className="min-h-svh">
        <ThemeProvider nonce={nonce}>
          <div id={RECOVERY_ROOT_ID} className="min-h-svh">
            {children}
          </div>
          <ToasterOnDemand />
          <LoadRecoveryReset />
        </ThemeProvider>
      </body>
    </html>
  );
}

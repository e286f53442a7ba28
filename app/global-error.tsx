"use client";

import "@/app/globals.css";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/shell/skip-link";
import { Button } from "@/components/ui/button";
import { brands } from "@/config/brands";
import { shownBrand } from "@/lib/platform/brand/shown";
import { clearSiteData } from "@/lib/platform/browser/clear-site-data";
import { recoveryOptions } from "@/lib/platform/browser/load-recovery";

const texts = recoveryOptions.texts;

/** What the browser knows of the brand and mode without the root layout: the document's attributes, the proxy's cookie, the stored mode. */
function browserLook() {
  if (typeof document === "undefined") return { brand: shownBrand(null, ""), dark: false };
  const root = document.documentElement;
  let dark = root.classList.contains("dark");
  try {
    const theme = localStorage.getItem("theme");
    if (theme === "dark" || (theme !== "light" && matchMedia("(prefers-color-scheme: dark)").matches)) dark = true;
  } catch {
    // Storage blocked: the document's own class stands.
  }
  return { brand: shownBrand(root.dataset.brand, document.cookie), dark };
}

/**
 * The spec's technical-problem screen when the root layout itself fails (every other failure has
 * a segment's error.tsx). It replaces the whole document, so it renders <html> and <body>, brings
 * the stylesheet, and brands itself from what the browser holds (see lib/platform/brand/shown.ts).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const [look] = useState(browserLook);
  const [clearing, setClearing] = useState(false);
  const brand = brands[look.brand];
  return (
    <html lang="pt-BR" data-brand={brand.id} className={look.dark ? "dark" : undefined} suppressHydrationWarning>
      <body className="min-h-svh bg-background text-foreground">
        {/* React places both in <head>. */}
        <title>{`${texts.title} | ${brand.name}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <SkipLink />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          role="alert"
          data-error-digest={error.digest}
          className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center outline-none"
        >
          <BrandLogo brand={brand} className="h-10" />
          <TriangleAlert className="size-14 text-primary" aria-hidden />
          <div className="max-w-md space-y-2">
            <h1 className="text-2xl font-semibold">{texts.title}</h1>
            <p className="text-muted-foreground">{texts.description}</p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => location.reload()}>{texts.reload}</Button>
            <Button
              variant="outline"
              disabled={clearing}
              onClick={async () => {
                setClearing(true);
                await clearSiteData();
                location.reload();
              }}
            >
              {texts.clearAndReload}
            </Button>
          </div>
        </main>
      </body>
    </html>
  );
}

import type { ReactNode } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Copyright } from "@/components/brand/copyright";
import { MAIN_CONTENT_ID } from "@/components/shell/skip-link";
import { ThemeSwitcher } from "@/components/theme/theme-switcher";
import type { Brand } from "@/config/brands";

/** The frame of the public screens: brand header, centred content, footer (the copyright, then `footerNote`). */
export function PublicPage({ brand, children, footerNote }: { brand: Brand; children: ReactNode; footerNote?: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="flex items-center justify-end p-3">
        <ThemeSwitcher />
      </header>
      {/* Top-aligned, with a space that does not depend on the content: centred, the content moved
          down and up again as a slow connection painted the page part by part (a layout shift). */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 flex-col items-center gap-6 px-4 pt-4 pb-10 outline-none sm:pt-[10vh]"
      >
        <div className="flex flex-col items-center gap-2 text-center">
          <BrandLogo brand={brand} className="h-10" />
          <p className="text-sm text-muted-foreground" data-testid="brand-tagline">
            {brand.tagline}
          </p>
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-muted-foreground">
        <p>
          <Copyright legalName={brand.legalName} renderedYear={new Date().getFullYear()} />
        </p>
        {footerNote && <p>{footerNote}</p>}
      </footer>
    </div>
  );
}

import type { Brand } from "@/config/brands";
import { cn } from "@/lib/utils";

/** Both logo variants are in the HTML; CSS shows the one matching the mode, so switching never flashes. */
export function BrandLogo({ brand, className }: { brand: Brand; className?: string }) {
  return (
    <span className={cn("inline-flex items-center", className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small SVGs, no optimisation needed */}
      <img src={brand.logo.light} alt={brand.name} className="h-full w-auto dark:hidden" />
      {/* eslint-disable-next-line @next/next/no-img-element -- small SVGs, no optimisation needed */}
      <img src={brand.logo.dark} alt={brand.name} className="hidden h-full w-auto dark:block" />
    </span>
  );
}

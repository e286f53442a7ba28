import type { Brand } from "@/config/brands";
import { cx } from "@/lib/shared/cx";

type Props = {
  brand: Brand;
  /** On a line of its own (the legal pages) instead of inline; a prop, since the classes are joined unmerged. */
  block?: boolean;
  className?: string;
};

/**
 * Both logo variants are in the HTML; CSS shows the one matching the mode, so switching never flashes.
 * Their size is in the HTML too, so the page keeps their room before they load.
 */
export function BrandLogo({ brand, block = false, className }: Props) {
  const { width, height } = brand.logo;
  return (
    <span className={cx(block ? "block" : "inline-flex", "items-center", className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small SVGs, no optimisation needed */}
      <img src={brand.logo.light} alt={brand.name} width={width} height={height} className="h-full w-auto dark:hidden" />
      {/* eslint-disable-next-line @next/next/no-img-element -- small SVGs, no optimisation needed */}
      <img src={brand.logo.dark} alt={brand.name} width={width} height={height} className="hidden h-full w-auto dark:block" />
    </span>
  );
}

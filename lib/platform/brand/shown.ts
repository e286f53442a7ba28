import { fallbackBrand, isBrandId, type BrandId } from "@/config/brands";

/**
 * The brand the proxy resolved for the page, also kept in a cookie readable by the browser: when
 * the root layout itself fails, app/global-error.tsx renders without it (no <html data-brand>,
 * no server data) and brands the technical-problem screen from this cookie.
 */
export const SHOWN_BRAND_COOKIE = "shown-brand";

/** The brand of a document already shown (its <html data-brand>), else the cookie's, else the generic one. */
export function shownBrand(dataBrand: string | null | undefined, cookieHeader: string): BrandId {
  if (isBrandId(dataBrand)) return dataBrand;
  for (const pair of cookieHeader.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === SHOWN_BRAND_COOKIE && isBrandId(value)) return value;
  }
  return fallbackBrand;
}

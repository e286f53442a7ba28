import "server-only";
import { headers } from "next/headers";
import { brands, fallbackBrand, isBrandId, type Brand } from "@/config/brands";
import { BRAND_HEADER } from "@/lib/platform/request/headers";

/** The brand of the current request, as resolved by the proxy. */
export async function currentBrand(): Promise<Brand> {
  const id = (await headers()).get(BRAND_HEADER);
  return brands[isBrandId(id) ? id : fallbackBrand];
}

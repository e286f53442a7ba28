import { notFound } from "next/navigation";
import { brandIds, brands, isBrandId, type Brand } from "@/config/brands";

/** The path parameter of the pages built once per brand under app/prerendered/[brand]. */
export type BrandParams = Promise<{ brand: string }>;

/** One build of each prerendered page per brand. */
export function prerenderedBrandParams(): { brand: string }[] {
  return brandIds.map((brand) => ({ brand }));
}

/** The brand a prerendered page was built for (the proxy rewrites /login to /prerendered/<brand>/login). */
export async function prerenderedBrand(params: BrandParams): Promise<Brand> {
  const { brand } = await params;
  if (!isBrandId(brand)) notFound();
  return brands[brand];
}

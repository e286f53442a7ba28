import { brandIds, brands, isBrandId } from "@/config/brands";
import { brandManifest } from "@/lib/platform/brand/assets";

/** Each brand's web app manifest, built once per brand at build time from config/brands.ts. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return brandIds.map((brand) => ({ brand }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const { brand } = await params;
  if (!isBrandId(brand)) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(brandManifest(brands[brand])), {
    headers: { "content-type": "application/manifest+json; charset=utf-8" },
  });
}

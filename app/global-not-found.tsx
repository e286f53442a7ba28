import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { BrandDocument, brandMetadata, brandViewport } from "@/components/document/brand-document";
import { NotFoundScreen, notFoundTitle } from "@/components/shell/not-found-screen";
import { currentBrand } from "@/lib/platform/brand/current";
import { NONCE_HEADER } from "@/lib/platform/request/headers";

/*
 * Every address no route answers (the two root layouts leave no app-wide not-found.tsx). Next.js
 * serves this page itself, rendered on the server with status 404, where a catch-all page calling
 * notFound() sends an empty body that only JavaScript fills (vercel/next.js#62228): crawlers,
 * slow phones and screen readers got a blank page. It reads the brand and nonce the proxy set.
 */
export async function generateMetadata(): Promise<Metadata> {
  const brand = await currentBrand();
  return { ...brandMetadata(brand), title: { absolute: `${notFoundTitle} | ${brand.name}` } };
}

export async function generateViewport(): Promise<Viewport> {
  return brandViewport(await currentBrand());
}

export default async function GlobalNotFound() {
  const [brand, requestHeaders] = await Promise.all([currentBrand(), headers()]);
  return (
    <BrandDocument brand={brand} nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}>
      <NotFoundScreen />
    </BrandDocument>
  );
}

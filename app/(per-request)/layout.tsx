import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { BrandDocument, brandMetadata, brandViewport } from "@/components/document/brand-document";
import { currentBrand } from "@/lib/platform/brand/current";
import { NONCE_HEADER } from "@/lib/platform/request/headers";

/** Root layout of the pages rendered per request: the brand and the CSP nonce come from the proxy. */
export async function generateMetadata(): Promise<Metadata> {
  return brandMetadata(await currentBrand());
}

export async function generateViewport(): Promise<Viewport> {
  return brandViewport(await currentBrand());
}

export default async function PerRequestLayout({ children }: { children: ReactNode }) {
  const [brand, requestHeaders] = await Promise.all([currentBrand(), headers()]);
  return (
    <BrandDocument brand={brand} nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}>
      {children}
    </BrandDocument>
  );
}

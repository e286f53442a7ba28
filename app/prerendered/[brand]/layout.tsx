import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { BrandDocument, brandMetadata, brandViewport } from "@/components/document/brand-document";
import { prerenderedBrand, prerenderedBrandParams, type BrandParams } from "@/lib/platform/brand/prerendered";

/*
 * Root layout of the public pages that read nothing from the request (login, invoice lookup,
 * forgot password, terms, privacy): built once per brand at build time and served as they are,
 * instead of rendered on every request. The proxy rewrites their addresses here.
 */
export const generateStaticParams = prerenderedBrandParams;
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: BrandParams }): Promise<Metadata> {
  return brandMetadata(await prerenderedBrand(params));
}

export async function generateViewport({ params }: { params: BrandParams }): Promise<Viewport> {
  return brandViewport(await prerenderedBrand(params));
}

export default async function PrerenderedLayout({ children, params }: { children: ReactNode; params: BrandParams }) {
  return <BrandDocument brand={await prerenderedBrand(params)}>{children}</BrandDocument>;
}

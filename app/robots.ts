import type { MetadataRoute } from "next";

/**
 * The portal is for subscribers, not for search engines: nothing is to be crawled. Every answer
 * also says noindex (X-Robots-Tag in next.config.ts, the robots meta tag in brandMetadata), since
 * a page linked from elsewhere may be indexed without being crawled.
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: "*", disallow: "/" } };
}

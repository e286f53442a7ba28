import { defaultBrandPorts, fallbackBrand, isBrandId, type BrandId } from "@/config/brands";

export type BrandSources = {
  /** The operator's explicit choice (BRAND), standing for the page meta tag of the original portal. */
  configured?: string;
  port?: string;
  host?: string;
  /** The visitor's stored choice (cookie). */
  stored?: string;
  ports?: Record<string, string>;
  hosts?: Record<string, string>;
};

/** Picks the brand: configured, then port, then host name, then stored choice, then the generic theme. */
export function resolveBrand(sources: BrandSources): BrandId {
  const ports = { ...defaultBrandPorts, ...sources.ports };
  const host = sources.host?.toLowerCase().replace(/:\d+$/, "");
  const candidates = [
    sources.configured,
    sources.port ? ports[sources.port] : undefined,
    host ? matchHost(host, sources.hosts ?? {}) : undefined,
    sources.stored,
  ];
  return candidates.find(isBrandId) ?? fallbackBrand;
}

/** Exact host first, then the longest matching parent domain ("velozfibra.com.br" matches "central.velozfibra.com.br"). */
function matchHost(host: string, hosts: Record<string, string>): string | undefined {
  if (hosts[host]) return hosts[host];
  const suffix = Object.keys(hosts)
    .filter((h) => host.endsWith(`.${h}`))
    .sort((a, b) => b.length - a.length)[0];
  return suffix ? hosts[suffix] : undefined;
}

/**
 * An action link is followed only when it is an http(s) URL or a path on this site.
 * Everything else (javascript:, data:, protocol-relative '//host', '/\host', relative
 * 'foo') is dropped: the notification is then shown without a link.
 */
const PROBE_ORIGIN = "http://same-site.invalid";

export function safeActionLink(value: string | null | undefined): string | null {
  const link = (value ?? "").trim();
  if (link === "" || link.length > 2048) return null;
  try {
    if (link.startsWith("/")) {
      // Browsers strip tabs and newlines and read '\' as '/', so '/\t/evil' or '/\evil' would
      // leave the site: resolving against a probe origin and checking it catches all of them.
      const url = new URL(link, PROBE_ORIGIN);
      return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
    }
    // Anything else must name its scheme itself ('\\host' would resolve to http://host).
    if (!/^https?:/i.test(link)) return null;
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

import fs from "node:fs";
import path from "node:path";

/*
 * The route pattern of a request path (`/fatura/[token]`, never `/fatura/<the token>`), read
 * from the build's routes manifest: what the request log and the metrics name a request by.
 * A path nothing matches is "(unmatched)", so no raw path (a document, a token) ever becomes
 * a label.
 */
export type RoutesManifest = {
  staticRoutes: { page: string }[];
  dynamicRoutes: { page: string; regex: string }[];
};

export const UNMATCHED_ROUTE = "(unmatched)";
export const STATIC_ROUTE = "(static)";

/** The built pages (app/prerendered/[brand]/x) are served at /x by proxy.ts. */
const BUILT_PAGE = /^\/prerendered\/\[brand\](\/.+)$/;

export function routeMatcher(manifest: RoutesManifest, publicFiles: ReadonlySet<string> = new Set()): (pathname: string) => string {
  const statics = new Set(manifest.staticRoutes.map((r) => r.page));
  for (const { page } of manifest.dynamicRoutes) {
    const address = BUILT_PAGE.exec(page)?.[1];
    if (address) statics.add(address);
  }
  const dynamics = manifest.dynamicRoutes.map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  return (pathname) => {
    if (pathname.startsWith("/_next/") || publicFiles.has(pathname)) return STATIC_ROUTE;
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    if (statics.has(trimmed)) return trimmed;
    return dynamics.find((d) => d.regex.test(pathname))?.page ?? UNMATCHED_ROUTE;
  };
}

/** Every file under `dir` as a URL path ("/brands/x/logo.svg"). */
export function publicFilesIn(dir: string): Set<string> {
  const files = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}/${entry.name}`);
      else files.add(`${prefix}/${entry.name}`);
    }
  };
  if (fs.existsSync(dir)) walk(dir, "");
  return files;
}

/**
 * The matcher of the running server: its build's manifest (`.next/routes-manifest.json`, or
 * `next dev`'s under .next/dev, which may appear only after start) and public folder, both under
 * the server's working directory, read on the first request that finds them.
 */
export function serverRouteMatcher(root = process.cwd()): (pathname: string) => string {
  let matcher: ((pathname: string) => string) | undefined;
  return (pathname) => {
    matcher ??= loadMatcher(root);
    return matcher ? matcher(pathname) : UNMATCHED_ROUTE;
  };
}

function loadMatcher(root: string): ((pathname: string) => string) | undefined {
  for (const file of [path.join(root, ".next", "routes-manifest.json"), path.join(root, ".next", "dev", "routes-manifest.json")]) {
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as RoutesManifest;
    return routeMatcher(manifest, publicFilesIn(path.join(root, "public")));
  }
  return undefined;
}

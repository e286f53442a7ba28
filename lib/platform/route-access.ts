import fs from "node:fs";
import path from "node:path";
import { isPrerenderedRoute, publicPaths } from "@/config/public-paths";

/*
 * Which addresses need a session. Routing fails closed: every page and route handler the build
 * holds needs one unless config/public-paths.ts lists it, so a new page is private until someone
 * makes it public. The build's own route list (.next/app-path-routes-manifest.json) says what the
 * pages are; an address that is none of them is answered by the not-found screen, for everyone.
 * Without that list (`next dev`, a damaged deployment) every address outside the public list
 * needs a session.
 */

/** `[param]` is one segment, `[...param]` one or more, `[[...param]]` zero or more. */
export function routePattern(route: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|\\]/g, "\\$&");
  const body = route
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "(?:/.+)?";
      if (/^\[\.\.\..+\]$/.test(segment)) return "/.+";
      if (/^\[.+\]$/.test(segment)) return "/[^/]+";
      return `/${escape(segment)}`;
    })
    .join("");
  return new RegExp(`^${body || "/"}$`);
}

const publicPatterns = publicPaths.map(routePattern);

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

const isApi = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

export function isPublicPath(pathname: string): boolean {
  const path = normalize(pathname);
  return publicPatterns.some((pattern) => pattern.test(path));
}

/** The build's routes that are addresses of the site: not API routes or Next's internals (its not-found and error pages). */
export function addressRoutes(builtRoutes: readonly string[]): string[] {
  return builtRoutes.filter((route) => !isApi(route) && !route.startsWith("/_") && !isPrerenderedRoute(route));
}

/** Whether `route` answers `path`, or a path below it (a static page's sub-paths belong to it). */
function answers(route: string, path: string): boolean {
  if (routePattern(route).test(path)) return true;
  return route !== "/" && !route.includes("[") && path.startsWith(`${route}/`);
}

/**
 * Whether the proxy must ask for a session before `pathname`. `builtRoutes` are the build's
 * route paths ("/invoices", "/fatura/[token]"), or null when they cannot be read.
 */
export function requiresSession(pathname: string, builtRoutes: readonly string[] | null): boolean {
  const path = normalize(pathname);
  if (isApi(path) || isPublicPath(path) || isPrerenderedRoute(path)) return false;
  if (!builtRoutes) return true;
  return addressRoutes(builtRoutes).some((route) => answers(route, path));
}

let cachedRoutes: string[] | null | undefined;

/**
 * The route paths of the build the server runs, read once from the folder that holds `.next`
 * (as lib/platform/security/prerendered-scripts.ts reads the built pages); null when it holds none.
 */
export function builtRoutes(): string[] | null {
  if (cachedRoutes === undefined) {
    try {
      const file = path.join(process.cwd(), ".next", "app-path-routes-manifest.json");
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
      const routes = Object.values(manifest).filter((route): route is string => typeof route === "string");
      cachedRoutes = routes.length > 0 ? routes : null;
    } catch {
      cachedRoutes = null;
    }
  }
  return cachedRoutes;
}

import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const hashesByRoute = new Map<string, string[] | null>();

/** The CSP hash source of one inline script, as the browser computes it over the script's text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The hash sources of every inline script (no src attribute) in a page's HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, source = ""] of html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) hashes.add(scriptHash(source));
  return [...hashes];
}

/**
 * The hash sources of the inline scripts of a page the build prerendered (`route`, e.g.
 * "/prerendered/velozfibra/login"), read once from the build's HTML of that page; null when the
 * build holds no such file.
 * The server runs from the folder that holds `.next`, as `next start`, `npm start` (the
 * standalone server) and scripts/portal-server.ts all do.
 */
export function prerenderedScriptHashes(route: string): string[] | null {
  if (!hashesByRoute.has(route)) {
    const file = path.join(process.cwd(), ".next", "server", "app", `${route}.html`);
    let hashes: string[] | null = null;
    try {
      hashes = inlineScriptHashes(fs.readFileSync(file, "utf8"));
    } catch {
      // No prerendered HTML: the page is rendered on request.
    }
    hashesByRoute.set(route, hashes);
  }
  return hashesByRoute.get(route)!;
}

import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * `npm ci --omit=dev` must give a working server: every package the server's code imports is a
 * dependency, and a dependency is something the server imports (build tools, the sandboxes' QR
 * and PDF generators, test and bench helpers are devDependencies).
 */

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** The code that runs in the server and the browser (everything else is tooling). */
const RUNTIME = ["app", "components", "config", "lib", "proxy.ts", "instrumentation.ts"];
/** Dependencies the code does not import by name: Next.js renders with react-dom. */
const IMPLIED = new Set(["react-dom"]);

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => path.join(full, file));
}

/** Packages a file imports at run time (type-only imports are erased). */
function importedPackages(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+["']([^"']+)["']/gms)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!),
  ];
  return specifiers
    .filter((s) => !s.startsWith(".") && !s.startsWith("@/") && !s.startsWith("node:") && !builtinModules.includes(s))
    .map((s) =>
      s
        .split("/")
        .slice(0, s.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

function packagesOf(entries: string[]): Set<string> {
  return new Set(entries.flatMap(sourceFiles).flatMap(importedPackages));
}

describe("package.json dependencies", () => {
  const runtime = packagesOf(RUNTIME);

  it("lists every package the server's code imports as a dependency, not a devDependency", () => {
    expect(runtime.size).toBeGreaterThan(15);
    const missing = [...runtime].filter((name) => !(name in manifest.dependencies)).sort();
    expect(missing).toEqual([]);
  });

  it("keeps tooling out of the dependencies", () => {
    const unused = Object.keys(manifest.dependencies).filter((name) => !runtime.has(name) && !IMPLIED.has(name));
    expect(unused).toEqual([]);
  });

  it("starts the server (npm start) without the devDependencies", () => {
    const start = packagesOf(["scripts/start.mjs", "scripts/standalone.mjs"]);
    expect([...start]).toEqual([]);
    expect(manifest.scripts.start).toBe("node scripts/start.mjs");
  });
});

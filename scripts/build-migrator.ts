import path from "node:path";
import { build } from "esbuild";

/**
 * Second half of `npm run build`: bundles the migration command (scripts/db-migrate.ts) into
 * `.next/standalone/migrate.mjs`, one file that plain `node` runs beside server.js, without tsx
 * or the dev dependencies (the container image has neither). PGlite stays external: it loads its
 * WASM by path, and the standalone build already carries it. The bundle first moves to its own
 * folder, as server.js does, so it finds lib/db/migrations (which the standalone build ships).
 */
const root = path.resolve(import.meta.dirname, "..");
const outfile = path.join(root, ".next", "standalone", "migrate.mjs");

await build({
  entryPoints: [path.join(root, "scripts", "db-migrate.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external: ["@electric-sql/pglite"],
  banner: { js: "process.chdir(import.meta.dirname);" },
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
});
console.log(`Comando de migração: ${path.relative(root, outfile)}`);

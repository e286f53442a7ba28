import path from "node:path";
import { build, type BuildOptions } from "esbuild";

/**
 * Second half of `npm run build`: bundles the commands that run beside the standalone server.js
 * with plain `node`, without tsx or the dev dependencies (the container image has neither):
 *
 * - `migrate.mjs`, the migration command (scripts/db-migrate.ts);
 * - `jobs.mjs`, the operator's jobs (scripts/jobs.ts: `node jobs.mjs reminders`).
 *
 * PGlite (which loads its WASM by path) and pino stay external: the standalone build carries them
 * whole in its node_modules. The rest is bundled, Next.js's `after()` included: the standalone
 * build traces only the parts of Next.js its server uses. The jobs load the server's
 * modules with the `react-server` condition, as `npm run <job>` does, so `server-only` lets them
 * in. Each bundle first moves to its own folder, as server.js does, so it finds
 * lib/vendors/db/migrations and DATA_DIR where the server does.
 */
const root = path.resolve(import.meta.dirname, "..");
const standalone = path.join(root, ".next", "standalone");

const common: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external: ["@electric-sql/pglite", "pino"],
  banner: {
    // Bundled CommonJS packages still call require() for Node's modules and read __dirname.
    js: [
      "process.chdir(import.meta.dirname);",
      'import { createRequire as __cdaRequire } from "node:module";',
      "const require = __cdaRequire(import.meta.url);",
      "const __filename = import.meta.filename;",
      "const __dirname = import.meta.dirname;",
    ].join(" "),
  },
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
};

export async function buildCommands(outdir = standalone): Promise<void> {
  await build({ ...common, entryPoints: [path.join(root, "scripts", "db-migrate.ts")], outfile: path.join(outdir, "migrate.mjs") });
  await build({
    ...common,
    entryPoints: [path.join(root, "scripts", "jobs.ts")],
    outfile: path.join(outdir, "jobs.mjs"),
    conditions: ["react-server"],
  });
}

if (import.meta.main) {
  await buildCommands();
  console.log(
    `Comandos: ${path.relative(root, path.join(standalone, "migrate.mjs"))}, ${path.relative(root, path.join(standalone, "jobs.mjs"))}`,
  );
}

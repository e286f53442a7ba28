import path from "node:path";
import { build, type BuildOptions, type Plugin } from "esbuild";

/**
 * Second half of `npm run build`: bundles the commands that run beside the standalone server.js
 * with plain `node`, without tsx or the dev dependencies (the container image has neither):
 *
 * - `migrate.mjs`, the migration command (scripts/db-migrate.ts);
 * - `jobs.mjs`, the operator's jobs (scripts/jobs.ts: `node jobs.mjs reminders`).
 *
 * The packages the standalone build already carries in its node_modules (PGlite, which loads its
 * WASM by path, pino, Next.js) stay external; the rest is bundled. The jobs load the server's
 * modules with the `react-server` condition, as `npm run <job>` does, so `server-only` lets them
 * in. Each bundle first moves to its own folder, as server.js does, so it finds
 * lib/db/migrations and DATA_DIR where the server does.
 */
const root = path.resolve(import.meta.dirname, "..");
const standalone = path.join(root, ".next", "standalone");

/** Next.js has no exports map: an ES module must name `next/server.js`, not `next/server`. */
const externalNext: Plugin = {
  name: "external-next",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^next\/[^.]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
  },
};

const common: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external: ["@electric-sql/pglite", "pino"],
  plugins: [externalNext],
  banner: {
    // Bundled CommonJS packages still call require() for Node's modules.
    js: 'process.chdir(import.meta.dirname); import { createRequire as __cdaRequire } from "node:module"; const require = __cdaRequire(import.meta.url);',
  },
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
};

export async function buildCommands(outdir = standalone): Promise<void> {
  await build({ ...common, entryPoints: [path.join(root, "scripts", "db-migrate.ts")], outfile: path.join(outdir, "migrate.mjs") });
  await build({ ...common, entryPoints: [path.join(root, "scripts", "jobs.ts")], outfile: path.join(outdir, "jobs.mjs"), conditions: ["react-server"] });
}

if (import.meta.main) {
  await buildCommands();
  console.log(`Comandos: ${path.relative(root, path.join(standalone, "migrate.mjs"))}, ${path.relative(root, path.join(standalone, "jobs.mjs"))}`);
}

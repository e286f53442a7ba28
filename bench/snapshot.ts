import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "../scripts/build-if-needed";

/**
 * Copies the production build (standalone server, static assets, public files) to
 * a folder of the benchmark's own, so a rebuild in the shared workspace during a
 * run cannot swap the files under the measured server. bench/run.ts runs this under
 * the workspace's build lock. BENCH_BUILD=0 copies the current build without
 * checking whether the sources changed since.
 *
 *   flock /tmp/cda-build.lock npx tsx bench/snapshot.ts <destination>
 */
const root = path.resolve(import.meta.dirname, "..");
const destination = process.argv[2];
if (!destination) throw new Error("uso: tsx bench/snapshot.ts <pasta de destino>");

if (process.env.BENCH_BUILD !== "0") buildIfNeeded();
const next = path.join(root, ".next");
if (!fs.existsSync(path.join(next, "standalone", "server.js"))) throw new Error("a build não tem .next/standalone/server.js");

fs.rmSync(destination, { recursive: true, force: true });
// Verbatim: the build links its external modules relatively (.next/node_modules/pino-<hash>).
fs.cpSync(path.join(next, "standalone"), destination, { recursive: true, verbatimSymlinks: true });
fs.cpSync(path.join(next, "static"), path.join(destination, ".next", "static"), { recursive: true });
fs.cpSync(path.join(root, "public"), path.join(destination, "public"), { recursive: true });
console.log(`build ${fs.readFileSync(path.join(next, "BUILD_ID"), "utf8").trim()} copiada para ${destination}`);

/*
 * The production build's standalone server (`.next/standalone/server.js`) as this checkout runs it:
 * `npm start`, `npm run demo` and the browser tests. Plain JavaScript, so `npm start` runs after
 * `npm ci --omit=dev` (no tsx).
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Where `next build` puts the standalone server. */
export const standaloneDir = path.join(root, ".next", "standalone");

/**
 * The V8 heap cap of a production server, in MB. A server's live heap stays under about 70 MB
 * under load (bench/RESULTS.md); without a cap V8 lets garbage pile up to several hundred MB
 * before collecting it, which is what a small server cannot spare. 192, measured with the malloc
 * arenas below at 2, gave no lower peak (244, 267 and 275 MB at 80, 120 and 160 subscribers at
 * once against 252, 246 and 261 MB with 256, interleaved): the rest of the memory is not garbage.
 */
export const SERVER_HEAP_MB = 256;

/**
 * The cap of each of V8's two young-generation halves, in MB. V8's default lets them grow to 16 MB
 * and more under load; 8 took the server's resident memory at 40 to 60 subscribers at once from
 * about 378 MB to about 300 MB at the same p95 and CPU (bench capacity part, bench/README.md).
 */
export const SERVER_SEMI_SPACE_MB = 8;

/**
 * glibc's malloc arenas for the server process. By default glibc gives up to 8 per core, and the
 * threads that allocate outside V8's heap (libuv's pool for zlib and crypto, V8's compiler and GC
 * threads) each keep freed memory in their own. With 2, the memory outside V8's heap after the
 * capacity stages fell from about 160 MB to about 50 MB, and the peak resident memory at 80, 120
 * and 160 subscribers at once from 286, 307 and 321 MB to 240, 248 and 303 MB (PGlite no longer
 * loaded on PostgreSQL either), at the same throughput (bench capacity part, interleaved). glibc
 * reads it when the process starts, so it is set in the environment, not in NODE_OPTIONS.
 */
export const SERVER_MALLOC_ARENAS = 2;

/** Where a build (the checkout, or a standalone folder, which carries it) keeps the socket-address preload. */
export const SOCKET_ADDRESS_MODULE = path.join("lib", "platform", "runtime", "socket-address.mjs");

/**
 * NODE_OPTIONS for `node server.js` in `appDir`: the operator's own, plus the heap caps unless they set
 * them, plus the preload that appends the socket's address to X-Forwarded-For (lib/platform/request/client-ip.ts).
 * @param {string} [current]
 * @param {string} [appDir]
 * @returns {string}
 */
export function serverNodeOptions(current = "", appDir) {
  let options = current;
  if (!/--max-old-space-size/.test(options)) options = `${options} --max-old-space-size=${SERVER_HEAP_MB}`;
  if (!/--max-semi-space-size/.test(options)) options = `${options} --max-semi-space-size=${SERVER_SEMI_SPACE_MB}`;
  if (appDir && !options.includes("socket-address.mjs")) {
    options = `${options} --import ${JSON.stringify(path.resolve(appDir, SOCKET_ADDRESS_MODULE))}`;
  }
  return options.trim();
}

/**
 * What `node server.js` in `appDir` adds to the environment `env`: NODE_OPTIONS (serverNodeOptions)
 * and MALLOC_ARENA_MAX unless the operator set it.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [appDir]
 * @returns {{ NODE_OPTIONS: string, MALLOC_ARENA_MAX: string }}
 */
export function serverRuntimeEnv(env = {}, appDir) {
  return {
    NODE_OPTIONS: serverNodeOptions(env.NODE_OPTIONS, appDir),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || String(SERVER_MALLOC_ARENAS),
  };
}

/**
 * Puts the static assets and public files where the standalone server serves them from (`next
 * build` leaves them out of the folder) and answers the folder; throws when there is no build.
 * `tree`: the checkout that was built, this one by default.
 * @param {string} [tree]
 * @returns {string}
 */
export function prepareStandalone(tree = root) {
  const dir = path.join(tree, ".next", "standalone");
  if (!fs.existsSync(path.join(dir, "server.js"))) {
    throw new Error("Não há build de produção: rode `npm run build` antes.");
  }
  fs.cpSync(path.join(tree, ".next", "static"), path.join(dir, ".next", "static"), { recursive: true });
  fs.cpSync(path.join(tree, "public"), path.join(dir, "public"), { recursive: true });
  return dir;
}

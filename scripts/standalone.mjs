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
 * before collecting it, which is what a small server cannot spare.
 */
export const SERVER_HEAP_MB = 256;

/**
 * NODE_OPTIONS for `node server.js`: the operator's own, plus the heap cap unless they set one.
 * @param {string} [current]
 * @returns {string}
 */
export function serverNodeOptions(current = "") {
  if (/--max-old-space-size/.test(current)) return current;
  return `${current} --max-old-space-size=${SERVER_HEAP_MB}`.trim();
}

/**
 * Puts the static assets and public files where the standalone server serves them from (`next
 * build` leaves them out of the folder) and answers the folder; throws when there is no build.
 * @returns {string}
 */
export function prepareStandalone() {
  if (!fs.existsSync(path.join(standaloneDir, "server.js"))) {
    throw new Error("Não há build de produção: rode `npm run build` antes.");
  }
  fs.cpSync(path.join(root, ".next", "static"), path.join(standaloneDir, ".next", "static"), { recursive: true });
  fs.cpSync(path.join(root, "public"), path.join(standaloneDir, "public"), { recursive: true });
  return standaloneDir;
}

import path from "node:path";

/**
 * The V8 heap cap of a production server, in MB. A server's live heap stays under about 70 MB
 * under load (bench/RESULTS.md); without a cap V8 lets garbage pile up to several hundred MB
 * before collecting it, which is what a small server cannot spare.
 */
export const SERVER_HEAP_MB = 256;

/** Where a build (the checkout, or a standalone folder, which carries it) keeps the socket-address preload. */
export const SOCKET_ADDRESS_MODULE = path.join("lib", "runtime", "socket-address.mjs");

/**
 * NODE_OPTIONS for `node server.js` in `appDir`: the operator's own, plus the heap cap unless they set
 * one, plus the preload that appends the socket's address to X-Forwarded-For (lib/auth/client-ip.ts).
 */
export function serverNodeOptions(current = "", appDir?: string): string {
  let options = current;
  if (!/--max-old-space-size/.test(options)) options = `${options} --max-old-space-size=${SERVER_HEAP_MB}`;
  if (appDir && !options.includes("socket-address.mjs")) {
    options = `${options} --import ${JSON.stringify(path.resolve(appDir, SOCKET_ADDRESS_MODULE))}`;
  }
  return options.trim();
}

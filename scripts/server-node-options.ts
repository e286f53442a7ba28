/**
 * The V8 heap cap of a production server, in MB. A server's live heap stays under about 70 MB
 * under load (bench/RESULTS.md); without a cap V8 lets garbage pile up to several hundred MB
 * before collecting it, which is what a small server cannot spare.
 */
export const SERVER_HEAP_MB = 256;

/** NODE_OPTIONS for `node server.js`: the operator's own, plus the heap cap unless they set one. */
export function serverNodeOptions(current = ""): string {
  if (/--max-old-space-size/.test(current)) return current;
  return `${current} --max-old-space-size=${SERVER_HEAP_MB}`.trim();
}

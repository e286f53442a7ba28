import { Writable } from "node:stream";
import pino from "pino";
import { logOptions } from "@/lib/platform/log";

/** The app's logger configuration writing into memory: what would reach the log drain. */
export function captureLogs() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    logger: pino({ ...logOptions, level: "info" }, sink),
    text: () => lines.join(""),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

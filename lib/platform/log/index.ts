import pino from "pino";
import { redactValue, scrubText } from "./redaction";

export { errorType, maskDocument } from "./redaction";

/**
 * Structured JSON logs, one object per line. Everything logged passes through lib/platform/log/redaction.ts
 * first: tax ids, names, addresses, phones, passwords, tokens and query parameters never reach
 * a line in clear, whether under a key, inside a message or inside an error.
 */
export const logOptions: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  formatters: { log: (object) => redactValue(object) as Record<string, unknown> },
  serializers: {
    // formatters.log has already reduced errors to their summary; pino's default serializer would
    // copy an error's own fields (parameters, detail) back in.
    err: (summary: unknown) => summary,
    // The message argument, or an error's own message when none is given.
    msg: (message: unknown) => (typeof message === "string" ? scrubText(message) : redactValue(message)),
  },
};

export const log = pino(logOptions);

type ConsoleMethods = Pick<Console, "debug" | "error" | "info" | "log" | "warn">;

/**
 * Next.js prints what nobody caught (a page's or a server action's error) with console.error,
 * outside the logger: the server's console goes through the same redaction.
 */
export function redactConsole(target: ConsoleMethods = console): void {
  for (const method of ["debug", "error", "info", "log", "warn"] as const) {
    const write = target[method].bind(target);
    target[method] = (...args: unknown[]) => write(...args.map((arg) => (typeof arg === "string" ? scrubText(arg) : redactValue(arg))));
  }
}

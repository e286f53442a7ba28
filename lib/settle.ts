import "server-only";
import { log, maskDocument } from "@/lib/log";

/**
 * A read one part of a screen needs: its value, or null when it failed (logged with the customer's
 * masked document), so only that part shows the spec's message and a retry (docs/SPEC.md §8)
 * instead of the whole page failing. `what` names the read in the log line.
 */
export async function settle<T>(read: Promise<T>, what: string, documento: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    log.warn({ err: error, documento: maskDocument(documento) }, `${what} indisponível`);
    return null;
  }
}

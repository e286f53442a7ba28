import "server-only";
import { log, maskDocument } from "@/lib/platform/log";
import { MISSING, type Missing } from "@/lib/shared/missing";
import { UpstreamFeatureMissingError } from "@/lib/platform/upstream/errors";

/**
 * A read one part of a screen needs: its value, or null when it failed (logged with the customer's
 * masked document), so only that part shows the spec's message and a retry (docs/SPEC.md §8)
 * instead of the whole page failing. `what` names the read in the log line.
 */
export async function settle<T>(read: Promise<T>, what: string, document: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    log.warn({ err: error, documento: maskDocument(document) }, `${what} indisponível`);
    return null;
  }
}

/**
 * `settle` for a feature that some providers' SGP lacks (docs/SGP-ENDPOINTS.md §1): its value, null
 * when it failed (the screen shows the message and a retry), or MISSING when the module does not
 * exist there (the screen hides the feature, and nothing is logged as a failure).
 */
export async function settleFeature<T>(read: Promise<T>, what: string, document: string): Promise<T | null | Missing> {
  return settle(
    read.catch((error: unknown) => {
      if (error instanceof UpstreamFeatureMissingError) return MISSING;
      throw error;
    }),
    what,
    document,
  );
}

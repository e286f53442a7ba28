import "server-only";
import { afterResponse } from "@/lib/platform/after-response";
import { log, maskDocument } from "@/lib/platform/log";
import type { PushPayload } from "./schema";
import { sendPushToCustomer } from "./send";

/**
 * The one way a request sends web push: once its response has been sent (afterResponse).
 * The answer never waits on a push service (a slow one holds nothing), and the server keeps the
 * send alive after the response ends, so no push is lost. The outcome goes to the log.
 */
export function pushAfterResponse(document: string, payload: PushPayload): void {
  const send = async () => {
    const report = await sendPushToCustomer(document, payload);
    if (report.sent + report.failed + report.removed > 0) log.info({ documento: maskDocument(document), ...report }, "push enviado");
  };
  afterResponse(send);
}

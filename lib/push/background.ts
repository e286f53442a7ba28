import "server-only";
import { after } from "next/server";
import { log, maskDocument } from "@/lib/log";
import type { PushPayload } from "./schema";
import { sendPushToCustomer } from "./send";

/**
 * The one way a request sends web push: with Next's after(), once its response has been sent.
 * The answer never waits on a push service (a slow one holds nothing), and the server keeps the
 * send alive after the response ends, so no push is lost. The outcome goes to the log.
 * Outside a request (a script, the reminders' scheduler) there is no response to wait for:
 * the push is sent at once.
 */
export function pushAfterResponse(documento: string, payload: PushPayload): void {
  const send = async () => {
    const report = await sendPushToCustomer(documento, payload);
    if (report.sent + report.failed + report.removed > 0) log.info({ documento: maskDocument(documento), ...report }, "push enviado");
  };
  try {
    after(send);
  } catch {
    void send();
  }
}

import "server-only";
import { errorType, log, maskDocument } from "@/lib/platform/log";

/**
 * Sends a message (an e-mail, an SMS) with retries: an SMTP server or SMS API that fails for a
 * moment gets the same message again after 2 s, then after 10 s. What is logged names the channel,
 * the customer's masked document and the error's type and code only: never the recipient's
 * address or number, nor the text (it may hold a one-time code).
 */
export const RETRY_DELAYS_MS = [2_000, 10_000] as const;

export type Delivery = { channel: "email" | "sms"; purpose: string; document: string; send: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function deliverWithRetry(delivery: Delivery, delays: readonly number[] = RETRY_DELAYS_MS): Promise<boolean> {
  const context = { canal: delivery.channel, finalidade: delivery.purpose, documento: maskDocument(delivery.document) };
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1]!);
    try {
      await delivery.send();
      log.info({ ...context, tentativa: attempt + 1 }, "mensagem enviada");
      return true;
    } catch (error) {
      const failure = { ...context, tentativa: attempt + 1, erro: errorKind(error) };
      if (attempt < delays.length) log.warn(failure, "envio falhou; nova tentativa");
      else log.error(failure, "envio falhou; desistindo");
    }
  }
  return false;
}

/** An error's type and codes: its message may quote the recipient ("550 <ana@…> rejected"). */
function errorKind(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { tipo: typeof error };
  const fields = error as Error & { code?: unknown; responseCode?: unknown; status?: unknown };
  const kind: Record<string, unknown> = { tipo: errorType(error) };
  for (const key of ["code", "responseCode", "status"] as const) {
    if (typeof fields[key] === "string" || typeof fields[key] === "number") kind[key] = fields[key];
  }
  return kind;
}

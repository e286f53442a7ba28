import "server-only";
import { z } from "zod";
import { deadline } from "@/lib/platform/upstream/deadline";

/**
 * SMS through Zenvia's messaging API (v2), the adapter this portal ships: POST
 * {SMS_URL}/v2/channels/sms/messages with the API token in X-API-TOKEN and a JSON body
 * {from: sender id, to: "55" + area code + number, contents: [{type: "text", text}]}; a 200 answers
 * the message object (with its id), an error {code, description}. The mail sandbox stands in for
 * it in the demo and the tests (sandbox/mail).
 */
export type SmsRequest = { from: string; to: string; text: string };

const sentSchema = z.object({ id: z.string().min(1) });

export class SmsRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`zenvia: HTTP ${status} ${code}`);
  }
}

export async function sendZenviaSms(settings: { url: string; token: string; timeoutMs: number }, sms: SmsRequest): Promise<string> {
  const timeout = deadline(settings.timeoutMs);
  try {
    const response = await fetch(new URL("/v2/channels/sms/messages", settings.url), {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-token": settings.token },
      body: JSON.stringify({ from: sms.from, to: sms.to, contents: [{ type: "text", text: sms.text }] }),
      signal: timeout.signal,
      cache: "no-store",
    });
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const code = z.object({ code: z.string() }).safeParse(body);
      throw new SmsRefusedError(response.status, code.success ? code.data.code : "sem código");
    }
    const sent = sentSchema.safeParse(body);
    if (!sent.success) throw new SmsRefusedError(response.status, "resposta sem id");
    return sent.data.id;
  } finally {
    timeout.clear();
  }
}

/**
 * A Brazilian mobile number as Zenvia takes it: "55", the area code and the 9-digit number
 * ("(19) 99654-3210" → "5519996543210"); null for anything else (a landline gets no SMS).
 */
export function brazilianMobile(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 13 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.startsWith("0")) digits = digits.slice(1);
  return /^[1-9]{2}9\d{8}$/.test(digits) ? `55${digits}` : null;
}

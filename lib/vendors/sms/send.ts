import "server-only";
import type { BrandId } from "@/config/brands";
import { config } from "@/lib/platform/config";
import { smsFromFor } from "./settings";
import { sendZenviaSms } from "./zenvia";

export { brazilianMobile } from "./zenvia";

/** Whether the brand sends SMS: SMS_FROM names a sender for it (and SMS_TOKEN is set, checked at start-up). */
export function smsEnabledFor(brand: BrandId): boolean {
  const env = config();
  return !!env.SMS_TOKEN && !!smsFromFor(env.SMS_FROM, brand);
}

/** Sends one SMS from the brand's sender to a number in Zenvia's form (brazilianMobile); one attempt. */
export async function sendSms(brand: BrandId, to: string, text: string): Promise<void> {
  const env = config();
  const from = smsFromFor(env.SMS_FROM, brand);
  if (!env.SMS_TOKEN || !from) throw new Error(`a marca ${brand} não tem remetente de SMS`);
  await sendZenviaSms({ url: env.SMS_URL, token: env.SMS_TOKEN, timeoutMs: env.SMS_TIMEOUT_MS }, { from, to, text });
}

import { receivePixWebhook } from "@/lib/billing/confirmation/webhook";

/**
 * The registered URL (`?hmac=S&ignorar=`): Efí's test notification when the webhook is registered,
 * and every payment notification, whose appended "/pix" lands in the throwaway parameter
 * (lib/billing/confirmation/webhook.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return receivePixWebhook(request);
}

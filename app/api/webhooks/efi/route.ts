import { receivePixWebhook } from "@/lib/billing/confirmation/webhook";

/** The registered URL itself: Efí's test notification when the webhook is registered. */
export async function POST(request: Request): Promise<Response> {
  return receivePixWebhook(request);
}

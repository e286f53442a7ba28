import { receiveChargeNotification } from "@/lib/billing/confirmation/charges-webhook";

/** The notification_url of the portal's boletos (`?hmac=S`): Efí's token at each change of a charge's status. */
export async function POST(request: Request): Promise<Response> {
  return receiveChargeNotification(request);
}

import { LIMITS, routeOverLimit } from "@/lib/auth/limits";
import { json, withCustomer } from "@/lib/notifications/route-helpers";
import { vapidDetails } from "@/lib/push/config";
import { pushMessages } from "@/lib/push/messages";
import { sendPushToCustomer } from "@/lib/push/send";

export const dynamic = "force-dynamic";

/** 'Testar Notificacao': a real push through web-push to every subscription of the logged-in customer. */
export async function POST(request: Request) {
  return withCustomer(request, async (customer) => {
    const limited = await routeOverLimit(LIMITS.pushTest, customer.cpf);
    if (limited) return limited;
    if (!vapidDetails()) return json({ error: pushMessages.status.notConfigured }, 503);
    const report = await sendPushToCustomer(customer.cpf, {
      title: pushMessages.testTitle,
      body: pushMessages.testBody,
      url: "/notifications",
      tag: "notificacao-teste",
    });
    return json(report);
  });
}

import { LIMITS, routeOverLimit } from "@/lib/platform/rate-limit/limits";
import { json, withCustomer } from "@/lib/notifications/route-helpers";
import { vapidDetails } from "@/lib/notifications/push/config";
import { pushMessages } from "@/lib/notifications/push/messages";
import { pushAfterResponse } from "@/lib/notifications/push/background";

export const dynamic = "force-dynamic";

/**
 * 'Testar Notificacao': a real push through web-push to every subscription of the logged-in
 * customer. Sent after the answer, which is the same whatever the push services say (delivered,
 * refused, gone, timed out): the caller learns nothing of what an endpoint answered, not even
 * from how long the answer took.
 */
export async function POST(request: Request) {
  return withCustomer(request, async (customer) => {
    const limited = await routeOverLimit(LIMITS.pushTest, customer.document);
    if (limited) return limited;
    if (!vapidDetails()) return json({ error: pushMessages.status.notConfigured }, 503);
    pushAfterResponse(customer.document, {
      title: pushMessages.testTitle,
      body: pushMessages.testBody,
      url: "/notifications",
      tag: "notificacao-teste",
    });
    return json({ message: pushMessages.testSent }, 202);
  });
}

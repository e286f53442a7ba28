import { json, withCustomer } from "@/lib/notifications/route-helpers";

export const dynamic = "force-dynamic";

/** The speed test's round trip: the smallest answer the server gives a logged-in subscriber. */
export async function GET(request: Request) {
  return withCustomer(request, async () => json(null));
}

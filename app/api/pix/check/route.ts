import { clientIp } from "@/lib/request/client-ip";
import { retryAfterSeconds } from "@/lib/rate-limit/limits";
import { checkPixTransaction } from "@/lib/billing/pix-check/check";

/** Public PIX transaction check (/verificarpixefi): body {txid}, answer {success, message, data}. */
export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => null);
  const answer = await checkPixTransaction(body, clientIp(request.headers));
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (answer.retryAt) headers["retry-after"] = retryAfterSeconds(answer.retryAt);
  return Response.json(answer.body, { status: answer.status, headers });
}

import { clientIp } from "@/lib/platform/request/client-ip";
import { retryAfterSeconds } from "@/lib/platform/rate-limit/limits";
import { checkPixTransaction } from "@/lib/billing/pix-check/check";
import { readJsonBody } from "@/lib/platform/request/body";

/** Public PIX transaction check (/verificarpixefi): body {txid}, answer {success, message, data}. */
export async function POST(request: Request): Promise<Response> {
  // Read only after the limiter has counted the request (checkPixTransaction), and at most 1 KB of it.
  const answer = await checkPixTransaction(() => readJsonBody(request), clientIp(request.headers));
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (answer.retryAt) headers["retry-after"] = retryAfterSeconds(answer.retryAt);
  return Response.json(answer.body, { status: answer.status, headers });
}

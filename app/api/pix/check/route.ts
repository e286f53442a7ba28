import { clientIp } from "@/lib/auth/client-ip";
import { checkPixTransaction } from "@/lib/pix-check/check";

/** Public PIX transaction check (/verificarpixefi): body {txid}, answer {success, message, data}. */
export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => null);
  const answer = await checkPixTransaction(body, clientIp(request.headers));
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (answer.retryAt) headers["retry-after"] = String(Math.max(1, Math.ceil((answer.retryAt.getTime() - Date.now()) / 1000)));
  return Response.json(answer.body, { status: answer.status, headers });
}

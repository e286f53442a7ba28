import { randomBytes } from "node:crypto";
import { json, withCustomer } from "@/lib/notifications/route-helpers";
import { LIMITS, routeOverLimit } from "@/lib/platform/rate-limit/limits";
import { SPEEDTEST } from "@/lib/connection/speedtest/rules";

export const dynamic = "force-dynamic";

/** Incompressible bytes, made once: every download streams slices of them. */
const BLOCK = randomBytes(1 << 20);
const CHUNK = 64 * 1024;

/**
 * The speed test's download: `bytes` (default 25 MB, at most 50 MB) streamed from this server to
 * the logged-in subscriber's browser, never cached. Counts against the speed test's limit.
 */
export async function GET(request: Request) {
  return withCustomer(request, async (customer) => {
    const limited = await routeOverLimit(LIMITS.speedTest, customer.document);
    if (limited) return limited;
    const asked = Number(new URL(request.url).searchParams.get("bytes") ?? SPEEDTEST.downloadBytes);
    if (!Number.isInteger(asked) || asked < 1) return json({ error: "bytes inválido" }, 400);
    const total = Math.min(asked, SPEEDTEST.maxDownloadBytes);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const size = Math.min(CHUNK, total - sent);
        const offset = sent % (BLOCK.length - CHUNK);
        controller.enqueue(new Uint8Array(BLOCK.subarray(offset, offset + size)));
        sent += size;
      },
    });
    return new Response(body, {
      headers: {
        "content-type": "application/octet-stream",
        "content-length": String(total),
        "cache-control": "no-store",
        "content-encoding": "identity",
      },
    });
  });
}

import { json, withCustomer } from "@/lib/notifications/route-helpers";
import { SPEEDTEST } from "@/lib/connection/speedtest/rules";

export const dynamic = "force-dynamic";

/** The speed test's upload: reads what the browser sends (at most 20 MB) and says how many bytes arrived. */
export async function POST(request: Request) {
  return withCustomer(request, async () => {
    const reader = request.body?.getReader();
    let bytes = 0;
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        if (bytes > SPEEDTEST.maxUploadBytes) {
          await reader.cancel();
          return json({ error: "envio grande demais" }, 413);
        }
      }
    }
    return json({ bytes });
  });
}

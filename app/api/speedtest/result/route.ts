import { log, maskDocument } from "@/lib/platform/log";
import { json, parseJsonBody, withCustomer } from "@/lib/notifications/route-helpers";
import { keepSpeedResult } from "@/lib/connection/speedtest/store";
import { speedResultSchema } from "@/lib/connection/speedtest/rules";

export const dynamic = "force-dynamic";

/** Keeps the figures the subscriber's browser measured, so /internet shows the last ones. */
export async function POST(request: Request) {
  return withCustomer(request, async (customer) => {
    const parsed = await parseJsonBody(request, speedResultSchema);
    if (!parsed.ok) return parsed.response;
    try {
      await keepSpeedResult(customer.document, parsed.data);
      return json({ ok: true }, 201);
    } catch (error) {
      log.error({ err: error, documento: maskDocument(customer.document) }, "teste de velocidade: resultado não gravado");
      return json({ error: "Não foi possível guardar o resultado." }, 503);
    }
  });
}

"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { after } from "next/server";
import type { ActionResult } from "@/lib/shared/action-result";
import { customerAction } from "@/lib/auth/action";
import { clientIp } from "@/lib/platform/request/client-ip";
import { log } from "@/lib/platform/log";
import { notifyCustomer } from "@/lib/notifications/notify";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";
import * as trustRelease from "@/lib/trust-release/service";
import { trustReleaseRequestSchema } from "@/lib/trust-release/validation";

const USER_AGENT_MAX = 500;

const request = customerAction(trustReleaseRequestSchema, async ({ motivo }, customer): Promise<ActionResult> => {
  const h = await headers();
  const outcome = await trustRelease.requestTrustRelease({
    cpf: customer.document,
    nome: customer.name,
    motivo,
    ip: clientIp(h),
    userAgent: h.get("user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
  });
  if (outcome.ok || outcome.recordId !== undefined) revalidatePath("/trust-release");
  if (!outcome.ok) return { ok: false, error: outcome.error };

  // After the response: a slow push service must not hold the customer's answer.
  after(() =>
    notifyCustomer(customer.document, {
      titulo: m.notificationTitle,
      mensagem: m.notificationMessage(outcome.message),
      tipo: "success",
      prioridade: 2,
      categoria: "liberacao",
      link: "/trust-release",
    }),
  );
  return { ok: true, data: undefined, message: outcome.message };
});

/**
 * 'Liberar Serviços Agora' for the logged-in customer. Always answers with a result: a
 * thrown action would read as a network failure, which the screen shows as registered.
 */
export async function requestTrustRelease(input: unknown): Promise<ActionResult> {
  try {
    return await request(input);
  } catch (error) {
    log.error({ err: error }, "Erro ao salvar liberação:");
    return { ok: false, error: m.sendFailed };
  }
}

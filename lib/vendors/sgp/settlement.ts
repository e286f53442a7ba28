import "server-only";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { actionAnswerSchema, radiusDisconnectSchema } from "./answer-schemas";
import type { SgpContext } from "./transport";
import type { ContractStatusCode, TitleSettlement } from "./types";

/**
 * Settling a paid title, changing a contract's status and ending a PPPoE session
 * (docs/SGP-ENDPOINTS.md §2), all with the operator key. Writes: never retried by the transport
 * (a lost answer is resolved by re-reading the title, lib/billing/settlement).
 */
export function settlementCalls(ctx: SgpContext) {
  /** `POST /api/banco/titulo/{id}/baixar/`: `id` is the title's id (`titulos[].id`), never its document number. */
  async function settleTitle(input: TitleSettlement): Promise<void> {
    const json = await ctx.send({
      path: `/api/banco/titulo/${encodeURIComponent(String(input.titleId))}/baixar/`,
      write: true,
      form: {
        data_pagamento: input.paidOn,
        valor_pago: input.amount.toFixed(2),
        forma_pagamento: input.form,
        observacao: input.note,
      },
    });
    parseUpstream("sgp", actionAnswerSchema, json);
    ctx.customers.clear();
  }

  /** `POST /api/ura/contrato/status/edit/`, the status as a number (one consumer found an integer required). */
  async function setContractStatus(contractId: number, status: ContractStatusCode): Promise<void> {
    const json = await ctx.send({ path: "/api/ura/contrato/status/edit/", write: true, json: { contrato: contractId, status } });
    parseUpstream("sgp", actionAnswerSchema, json);
    ctx.customers.clear();
  }

  /** `POST /ws/radius/disconnect/`: the router redials with the profile now in force. */
  async function disconnectSession(login: string): Promise<void> {
    const json = await ctx.send({ path: "/ws/radius/disconnect/", write: true, json: { login } });
    const answer = parseUpstream("sgp", radiusDisconnectSchema, json);
    if (answer.result === false) throw new UpstreamRejectedError("sgp", answer.msg);
  }

  return { settleTitle, setContractStatus, disconnectSession };
}

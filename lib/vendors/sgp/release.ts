import "server-only";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { promiseResponseSchema } from "./answer-schemas";
import { brazilDate } from "./dates";
import type { SgpContext } from "./transport";
import type { TrustReleaseInput, TrustReleaseResult } from "./types";

export const PROMISE_DEFAULT_MOTIVE = "Solicitação via Central do Cliente";
/** A promise release is valid until today + 3 days (docs/SPEC.md §9). */
export const PROMISE_DAYS = 3;

/** The promise release, `liberacaopromessa` (docs/UPSTREAMS.md §1.8). */
export function releaseCalls(ctx: SgpContext) {
  async function requestTrustRelease(input: TrustReleaseInput): Promise<TrustReleaseResult> {
    const dataPromessa = brazilDate(input.now, PROMISE_DAYS);
    const json = await ctx.send({
      path: "/api/ura/liberacaopromessa/",
      write: true,
      // The documented fields only, with app + token (or Basic) like every URA call: `data_promessa`,
      // and the subscriber's reason as `conteudo`, the text of the ocorrência SGP opens (docs/UPSTREAMS.md §1.8).
      json: {
        contrato: input.contractId,
        data_promessa: dataPromessa,
        conteudo: input.reason?.trim() || PROMISE_DEFAULT_MOTIVE,
      },
    });
    const answer = parseUpstream("sgp", promiseResponseSchema, json);
    if (answer.status !== 1) throw new UpstreamRejectedError("sgp", answer.msg || "Liberação recusada pelo SGP");
    ctx.customers.clear();
    return {
      ok: answer.liberado !== false,
      message: answer.msg,
      protocol: answer.protocolo ?? undefined,
      promisedOn: answer.data_promessa ?? dataPromessa,
    };
  }

  return { requestTrustRelease };
}

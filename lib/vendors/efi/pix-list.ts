import "server-only";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { sendAuthorized } from "./auth";
import { isSuccess, pixApiError } from "./errors";
import { reshapePixCharge, type PixContext } from "./pix";
import { cobListSchema } from "./schemas";
import type { PixCharge } from "./types";

/**
 * GET /v2/cob?inicio&fim[&status] (docs/UPSTREAMS.md §2.2; the SDK's pixListCharges): the charges
 * created in a period, one page at a time as `parametros.paginacao` says, every page read.
 */

export type PixChargeListQuery = {
  /** Created from this instant… */
  from: Date;
  /** …up to this one (RFC 3339 on the wire). */
  to: Date;
  /** ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR or REMOVIDA_PELO_PSP. */
  status?: string;
};

/** Pages asked for at most: a period is meant to be short (a day's charges), this only stops a loop. */
const MAX_PAGES = 1000;
const PER_PAGE = 1000;

export async function listPixCharges(ctx: PixContext, query: PixChargeListQuery): Promise<PixCharge[]> {
  const charges: PixCharge[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const params = new URLSearchParams({
      inicio: query.from.toISOString(),
      fim: query.to.toISOString(),
      ...(query.status ? { status: query.status } : {}),
      "paginacao.paginaAtual": String(page),
      "paginacao.itensPorPagina": String(PER_PAGE),
    });
    const res = await sendAuthorized(ctx.tokens, ctx.send, {
      upstream: "efi",
      url: `${ctx.baseUrl}/v2/cob?${params}`,
      timeoutMs: ctx.timeoutMs,
      retry: true,
    });
    if (!isSuccess(res)) throw pixApiError(res);
    const { parametros, cobs } = parseUpstream("efi", cobListSchema, res.json);
    charges.push(...cobs.map(reshapePixCharge));
    if (page + 1 >= parametros.paginacao.quantidadeDePaginas || cobs.length === 0) return charges;
  }
  throw new RangeError(`efi: mais de ${MAX_PAGES} páginas de cobranças no período`);
}

import type { Route } from "../http";
import { brazilDate } from "../../lib/vendors/sgp/dates";
import { post, refuse, str, type Fields, type SgpSandboxContext } from "./api";
import type { SgpDataset, SgpTitulo } from "./dataset";
import { findContract } from "./views";

/**
 * Settlement, contract status and the RADIUS disconnect (docs/SGP-ENDPOINTS.md §2), all with the
 * operator key like every `/api/banco/*`, `/api/ura/*` and `/ws/radius/*` route:
 * - `POST /api/banco/titulo/:id/baixar/`: `data_pagamento` (AAAA-MM-DD) and `valor_pago` (decimal
 *   with a dot) required, `forma_pagamento` one of the four documented; `liquidacao_parcial=1`
 *   keeps the title open. Answers `{status: 1, msg}` (the answer is undocumented; one consumer's
 *   mock), failures `{status: 0, msg}`. Every accepted call is kept for GET /sandbox/baixas.
 * - `POST /api/banco/titulo/:id/estornar/`: JSON `pontoRecebimento` required; the title opens again.
 * - `POST /api/ura/contrato/status/edit/` (`contrato`, `status`, `motivo`) and
 *   `POST /api/ura/contrato/status/motivos/` (the doc's sandbox guess).
 * - `POST /ws/radius/disconnect/` (`login`): answered `{result, msg}`.
 */

const FORMS = new Set(["DINHEIRO", "CARTAO", "DEBITO", "PIX"]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** The motivos catalogue's sandbox guess (docs/SGP-ENDPOINTS.md §2). */
const MOTIVOS = [{ id: 1, descricao: "Financeiro" }];
/** Contract codes the sandbox's records can hold (docs/UPSTREAMS.md §1.0). */
const STATUS_OF_CODE = { 1: "ativo", 3: "cancelado", 4: "suspenso" } as const;

const cents = (value: number) => Math.round(value * 100);

/**
 * The SGP's release check after a title is settled (docs/SGP-ENDPOINTS.md §2, INFERRED there): a
 * contract suspended for non-payment with no overdue open title left is active again, unless the
 * sandbox was told to keep it suspended (`releaseOnSettle` off).
 */
export function releaseIfNothingOverdue(data: SgpDataset, titulo: SgpTitulo, now: Date, releaseOnSettle: boolean): void {
  const found = findContract(data, titulo.contrato);
  if (!releaseOnSettle || !found) return;
  const { contract } = found;
  if (contract.status !== "suspenso" || !/financ/i.test(contract.motivo_status)) return;
  const today = brazilDate(now);
  const overdue = data.titulos.some((t) => t.contrato === contract.id && t.status === "aberto" && t.dataVencimento < today);
  if (overdue) return;
  contract.status = "ativo";
  contract.motivo_status = "";
}

export function settlementRoutes(ctx: SgpSandboxContext): Route[] {
  const titleOf = (id: string | undefined) => ctx.data().titulos.find((t) => String(t.id) === id);

  const baixar = post(ctx, "/api/banco/titulo/:id/baixar/", (f, req) => {
    const titulo = titleOf(req.params.id);
    if (!titulo) return refuse("Título não encontrado");
    const dataPagamento = str(f.data_pagamento);
    const valorPago = str(f.valor_pago);
    const forma = str(f.forma_pagamento) || "DINHEIRO";
    if (!DATE.test(dataPagamento)) return refuse("Parâmetro data_pagamento é obrigatório (AAAA-MM-DD)");
    if (!AMOUNT.test(valorPago) || Number(valorPago) <= 0) return refuse("Parâmetro valor_pago é obrigatório (ex.: 51.52)");
    if (!FORMS.has(forma)) return refuse("Forma de pagamento inválida");
    if (titulo.status === "pago") return refuse(`Título ${titulo.id} já está baixado`);
    if (titulo.status === "cancelado") return refuse(`Título ${titulo.id} está cancelado`);

    const partial = ["1", "true"].includes(str(f.liquidacao_parcial));
    const data = ctx.data();
    data.baixas.push({
      titulo: titulo.id,
      data_pagamento: dataPagamento,
      valor_pago: valorPago,
      forma_pagamento: forma,
      observacao: str(f.observacao),
    });
    const paid = Number(valorPago);
    if (partial && cents(titulo.valorPagoParcial + paid) < cents(titulo.valorCorrigido)) {
      titulo.valorPagoParcial += paid;
      return { json: { status: 1, msg: `Título ${titulo.id} baixado parcialmente com sucesso` } };
    }
    titulo.status = "pago";
    titulo.valorPago = titulo.valorPagoParcial + paid;
    titulo.dataPagamento = dataPagamento;
    titulo.codigoPix = "";
    releaseIfNothingOverdue(data, titulo, ctx.now(), ctx.releaseOnSettle);
    return { json: { status: 1, msg: `Título ${titulo.id} baixado com sucesso` } };
  });

  const estornar = post(ctx, "/api/banco/titulo/:id/estornar/", (f, req) => {
    const titulo = titleOf(req.params.id);
    if (!titulo) return refuse("Título não encontrado");
    if (!str(f.pontoRecebimento)) return refuse("Parâmetro pontoRecebimento é obrigatório");
    if (titulo.status !== "pago" && titulo.valorPagoParcial === 0) return refuse(`Título ${titulo.id} não possui baixa para estornar`);
    titulo.status = "aberto";
    titulo.valorPago = null;
    titulo.valorPagoParcial = 0;
    titulo.dataPagamento = null;
    return { json: { status: 1, msg: `Estorno do título ${titulo.id} realizado com sucesso` } };
  });

  const statusEdit = post(ctx, "/api/ura/contrato/status/edit/", (f) => {
    if (!f.contrato) return refuse("Parâmetro contrato é obrigatório");
    const found = findContract(ctx.data(), f.contrato);
    if (!found) return refuse("Contrato não encontrado");
    const status = STATUS_OF_CODE[Number(str(f.status)) as keyof typeof STATUS_OF_CODE];
    if (!status) return refuse("Status inválido");
    const motivo = f.motivo === undefined ? undefined : MOTIVOS.find((m) => String(m.id) === str(f.motivo));
    if (f.motivo !== undefined && !motivo) return refuse("Motivo não encontrado");
    found.contract.status = status;
    found.contract.motivo_status = status === "ativo" ? "" : (motivo?.descricao ?? "");
    return { json: { status: 1, msg: "Status do contrato alterado com sucesso" } };
  });

  const motivos = post(ctx, "/api/ura/contrato/status/motivos/", () => ({ json: MOTIVOS }));

  const disconnect = post(ctx, "/ws/radius/disconnect/", (f: Fields) => {
    const login = str(f.login);
    if (!login) return { json: { result: false, msg: "Parâmetro login é obrigatório" } };
    const known = ctx.data().customers.some((c) => c.contratos.some((k) => k.servicos.some((s) => s.login === login)));
    if (!known) return { json: { result: false, msg: "Login não encontrado" } };
    ctx.data().disconnects.push(login);
    return { json: { result: true, msg: "Sessão desconectada" } };
  });

  // No credentials, like the Efí sandbox's GET /sandbox/pix: a demo and its tests read what was settled.
  const baixas: Route = { method: "GET", pattern: "/sandbox/baixas", handler: () => ({ json: ctx.data().baixas }) };

  return [baixar, estornar, statusEdit, motivos, disconnect, baixas];
}

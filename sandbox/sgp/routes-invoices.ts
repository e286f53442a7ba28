import type { Route, SandboxRequest } from "../http";
import { post, str, type SgpSandboxContext } from "./api";
import type { SgpTitulo } from "./dataset";
import { findCustomer, paginate, titleView } from "./views";

const TITLE_SORT: Record<string, keyof SgpTitulo> = {
  data_documento: "dataEmissao",
  data_vencimento: "dataVencimento",
  data_pagamento: "dataPagamento",
};
const TITLE_STATUS: Record<string, SgpTitulo["status"]> = { abertos: "aberto", pagos: "pago", cancelados: "cancelado" };

const baseUrlOf = (req: SandboxRequest) => `http://${req.headers.host ?? "127.0.0.1"}`;

/** The invoices, `/api/ura/titulos/` (docs/UPSTREAMS.md §1.3). */
export function invoiceRoutes(ctx: SgpSandboxContext): Route[] {
  const titulos = post(ctx, "/api/ura/titulos/", (f, req) => {
    const data = ctx.data();
    const customer = f.cpfcnpj ? findCustomer(data, str(f.cpfcnpj)) : undefined;
    const status = TITLE_STATUS[str(f.status)];
    const sortKey = TITLE_SORT[str(f.ordenar)] ?? "dataVencimento";
    const direction = str(f.ordenar_ordem) === "desc" ? -1 : 1;
    const list = data.titulos
      .filter((t) => !f.cpfcnpj || t.clienteId === customer?.id)
      .filter((t) => !f.contrato || String(t.contrato) === str(f.contrato))
      .filter((t) => !f.titulo_id || String(t.id) === str(f.titulo_id))
      .filter((t) => !status || t.status === status)
      .sort((a, b) => direction * String(a[sortKey] ?? "").localeCompare(String(b[sortKey] ?? "")) || a.id - b.id);
    const { page, paginacao } = paginate(list, f.offset, f.limit, 250);
    return { json: { paginacao, titulos: page.map((t) => titleView(t, baseUrlOf(req), ctx.now())) } };
  });
  return [titulos];
}

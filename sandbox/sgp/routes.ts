import type { Handler, Route, SandboxRequest, SandboxResponse } from "../http";
import { brazilDate, brazilTime } from "../../lib/sgp/dates";
import { protocolOf, type SgpDataset, type SgpTitulo } from "./dataset";
import { customerView, digitsOf, findContract, findCustomer, flatContractView, paginate, titleView } from "./views";

export type SgpSandboxContext = {
  data(): SgpDataset;
  now(): Date;
  credentials: { app: string; token: string; user: string; password: string };
  /** Every API request as received, for tests to check what a client sent. */
  requests: RequestRecord[];
  /** Fields to drop from a customer's /clientes/ answer, by document digits (malformed-payload tests). */
  omitFields: Map<string, string[]>;
};

export type RequestRecord = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  auth: "basic" | "bearer" | null;
  contentType: string | null;
  requestedWith: string | null;
};

type Fields = Record<string, unknown>;

const MAX_RECORDED = 500;
/** The SGP instance's own setting for how long a promise release lasts. */
const LIBERADO_DIAS = 3;
const TICKET_TYPE_NAMES: Record<string, string> = { "33": "Suporte Técnico", "5": "Atendimento" };

/** Query and body fields as one record; body fields win, repeated form fields give their first value. */
function fieldsOf(req: SandboxRequest): Fields {
  const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Fields) : {};
  const out: Fields = Object.fromEntries(req.query);
  for (const [key, value] of Object.entries(body)) out[key] = Array.isArray(value) && key !== "tipoclassificacoes" ? value[0] : value;
  return out;
}

const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

function authorized(req: SandboxRequest, f: Fields, creds: SgpSandboxContext["credentials"]): boolean {
  if (str(f.app) === creds.app && str(f.token) === creds.token) return true;
  // "Utilizar token+app ou Basic Auth" (docs/UPSTREAMS.md §1.0); a bearer header alone is not enough.
  const header = req.headers.authorization ?? "";
  if (header.startsWith("Basic ")) {
    const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
    return decoded === `${creds.user}:${creds.password}`;
  }
  return false;
}

const refuse = (msg: string, extra: Fields = {}): SandboxResponse => ({ json: { status: 0, msg, ...extra } });

/** Records the request, then answers as the SGP does to bad JSON and bad credentials (HTTP 200, status 0). */
function api(ctx: SgpSandboxContext, handler: (f: Fields, req: SandboxRequest) => SandboxResponse): Handler {
  return (req) => {
    const auth = req.headers.authorization ?? "";
    ctx.requests.push({
      method: req.method,
      path: req.path,
      query: Object.fromEntries(req.query),
      body: req.body,
      auth: auth.startsWith("Basic ") ? "basic" : auth.startsWith("Bearer ") ? "bearer" : null,
      contentType: req.headers["content-type"] ?? null,
      requestedWith: (req.headers["x-requested-with"] as string | undefined) ?? null,
    });
    if (ctx.requests.length > MAX_RECORDED) ctx.requests.shift();
    if ((req.body as Fields | null)?.__invalid_json) return { status: 400, json: { status: 0, msg: "JSON inválido" } };
    const f = fieldsOf(req);
    if (!authorized(req, f, ctx.credentials)) return refuse("Token inválido");
    return handler(f, req);
  };
}

const baseUrlOf = (req: SandboxRequest) => `http://${req.headers.host ?? "127.0.0.1"}`;

const TITLE_SORT: Record<string, keyof SgpTitulo> = {
  data_documento: "dataEmissao",
  data_vencimento: "dataVencimento",
  data_pagamento: "dataPagamento",
};
const TITLE_STATUS: Record<string, SgpTitulo["status"]> = { abertos: "aberto", pagos: "pago", cancelados: "cancelado" };

export function sgpRoutes(ctx: SgpSandboxContext): Route[] {
  const post = (pattern: string, handler: (f: Fields, req: SandboxRequest) => SandboxResponse): Route => ({
    method: "POST",
    pattern,
    handler: api(ctx, handler),
  });

  const clientes = post("/api/ura/clientes/", (f) => {
    const data = ctx.data();
    const matches = data.customers.filter(
      (c) =>
        (!f.cpfcnpj || digitsOf(c.cpfcnpj) === digitsOf(f.cpfcnpj)) &&
        (!f.cliente_id || String(c.id) === str(f.cliente_id)) &&
        (!f.contrato || c.contratos.some((k) => String(k.id) === str(f.contrato))),
    );
    const { page, paginacao } = paginate(matches, f.offset, f.limit, 100);
    const clientes = page.map((c) => {
      const view: Fields = customerView(c, data, ctx.now());
      for (const field of ctx.omitFields.get(digitsOf(c.cpfcnpj)) ?? []) delete view[field];
      return view;
    });
    return { json: { clientes, paginacao } };
  });

  const consultacliente = post("/api/ura/consultacliente/", (f) => {
    const data = ctx.data();
    const contratos = data.customers.flatMap((c) =>
      c.contratos
        .filter(() => !f.cpfcnpj || digitsOf(c.cpfcnpj) === digitsOf(f.cpfcnpj))
        .filter((k) => !f.contrato || String(k.id) === str(f.contrato))
        .map((k) => flatContractView(c, k, data)),
    );
    if (!f.cpfcnpj && !f.contrato) return refuse("Informe o CPF/CNPJ ou o contrato");
    return { json: { msg: contratos.length ? "Contrato(s) Localizado(s)" : "Contrato(s) não localizado(s)", contratos } };
  });

  const titulos = post("/api/ura/titulos/", (f, req) => {
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

  const ordens = post("/api/ura/ordemservico/list/", (f) => {
    const list = ctx
      .data()
      .orders.filter((o) => !f.contrato || String(o.contrato) === str(f.contrato))
      .filter((o) => !f.ordem_servico || String(o.id) === str(f.ordem_servico))
      .sort((a, b) => b.id - a.id);
    const { page, paginacao } = paginate(list, f.offset, f.limit, 1000);
    return { json: { ordens_servicos: page, paginacao } };
  });

  const motivos: Route = {
    method: "GET",
    pattern: "/api/os/ocorrencia/motivo/list/",
    handler: api(ctx, () => ({ json: ctx.data().motives })),
  };

  const chamado = post("/api/ura/chamado/", (f) => {
    const data = ctx.data();
    if (!f.contrato) return refuse("Parâmetro contrato é obrigatório");
    const found = findContract(data, f.contrato);
    if (!found) return refuse("Contrato não encontrado");
    const motive = f.motivoos !== undefined ? data.motives.find((m) => String(m.id) === str(f.motivoos)) : undefined;
    if (f.motivoos !== undefined && !motive) return refuse("Motivo de OS não encontrado");

    const now = ctx.now();
    const today = brazilDate(now);
    const protocolo = protocolOf(today, data.nextProtocol++);
    const [dataAgendamento = null, horaAgendamento = null] = str(f.data_hora_agendamento).split(" ").filter(Boolean);
    const { customer, contract } = found;
    if (str(f.desativa_os) !== "1") {
      data.orders.push({
        id: data.nextOrderId++,
        ocorrencia: protocolo,
        cliente: customer.nome.toUpperCase(),
        contrato: contract.id,
        contrato_status: contract.status.charAt(0).toUpperCase() + contract.status.slice(1),
        tipo: TICKET_TYPE_NAMES[str(f.ocorrenciatipo) || "5"] ?? `Tipo ${str(f.ocorrenciatipo)}`,
        status: "Aberta",
        motivo: motive?.descricao ?? "",
        pop: contract.pop.nome,
        conteudo: str(f.conteudo),
        responsavel: str(f.responsaveloc),
        usuario: str(f.usuario),
        usuario_finalizacao: "",
        tecnicos_auxiliares: [],
        classificacoes: [],
        data_cadastro: today,
        hora_cadastro: brazilTime(now),
        data_agendamento: dataAgendamento,
        hora_agendamento: horaAgendamento,
        data_finalizacao: null,
        hora_finalizacao: null,
      });
    }
    return {
      json: {
        status: 1,
        protocolo,
        razaoSocial: customer.nome,
        cpfCnpj: customer.cpfcnpj,
        contratoId: contract.id,
        msg: `Chamado aberto com sucesso. Protocolo: ${protocolo}`,
      },
    };
  });

  const liberacao = post("/api/ura/liberacaopromessa/", (f) => {
    const data = ctx.data();
    if (!f.contrato) return refuse("Parâmetro contrato é obrigatório", { liberado: false });
    const found = findContract(data, f.contrato);
    if (!found) return refuse("Contrato não encontrado", { liberado: false });
    const { customer, contract } = found;
    if (contract.status === "cancelado") return refuse("Contrato cancelado não pode ser liberado", { liberado: false });
    if (contract.promessasPagamentoMes >= 1) {
      return refuse("Limite de promessas de pagamento atingido neste mês", { liberado: false });
    }
    const blocked = contract.servicos.filter((s) => s.status === 4);
    if (blocked.length === 0) return refuse("Contrato não possui serviços bloqueados para liberação", { liberado: false });
    const dataPromessa = str(f.data_promessa) || str(f.datapromessa) || brazilDate(ctx.now(), LIBERADO_DIAS);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dataPromessa)) return refuse("Data de promessa inválida", { liberado: false });

    for (const s of blocked) s.status = 1;
    contract.status = "ativo";
    contract.motivo_status = "";
    contract.promessasPagamentoMes += 1;
    const protocolo = protocolOf(brazilDate(ctx.now()), data.nextProtocol++);
    const servicesText = blocked.map((s) => `Serviço ID: ${s.id}, Login: ${s.login || "-"}`).join("\n");
    return {
      json: {
        status: 1,
        liberado: true,
        liberado_dias: LIBERADO_DIAS,
        protocolo,
        razaoSocial: customer.nome,
        cpfCnpj: customer.cpfcnpj,
        contratoId: contract.id,
        data_promessa: dataPromessa,
        msg: `Liberação via URA -\n${servicesText}\nMotivo: ${str(f.motivo) || "Promessa de Pagamento"}\n`,
      },
    };
  });

  // The links in /titulos/ point here, so a demo's "open boleto" lands on a page.
  const page = (pattern: string, title: string): Route => ({
    method: "GET",
    pattern,
    handler: (req) => ({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>Documento ${escapeHtml(req.params.code ?? "")} (sandbox SGP).</p>`,
    }),
  });

  return [
    clientes,
    consultacliente,
    titulos,
    ordens,
    motivos,
    chamado,
    liberacao,
    page("/boleto/:code/", "Boleto"),
    page("/public/cobranca/:code/", "Cobrança"),
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

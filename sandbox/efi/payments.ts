import type { Route, SandboxRequest, SandboxResponse } from "../http";
import type { SandboxAuth } from "./auth";
import { deliver, post } from "./deliver";
import { COB_NOT_FOUND } from "./pix-api";
import { cobJson, endToEndId, listedCobJson, type EfiState, type SandboxCob } from "./state";

/**
 * What happens when a payer's bank pays a charge, and the PIX API paths around it:
 * - GET /sandbox/pix (no auth): the charges waiting to be paid, newest first, to find a txid.
 * - POST /sandbox/pix/:txid/pay (no auth; also /__sandbox/pix/:txid/pay): the charge turns
 *   CONCLUIDA with one `pix` entry, the subscriber-system sandbox is told which title was paid,
 *   and the registered webhook gets {"pix":[…]} at the registered URL string with "/pix"
 *   appended, as Efí does, retried like Efí's.
 * - PUT|GET|DELETE /v2/webhook/:chave: the webhook registration. Like Efí, registering sends a
 *   test notification to the URL and refuses a URL that does not answer 2xx.
 * - GET /v2/cob?inicio&fim[&cpf|cnpj][&status]: the list call, {"parametros", "cobs"}.
 */

export type WebhookRegistration = { webhookUrl: string; chave: string; criacao: string };

export type PaymentHooks = {
  /** Registrations by key; kept across a dataset reset, like the gateway's configuration. */
  webhooks: Map<string, WebhookRegistration>;
  pixKey: string;
  /** Subscriber-system sandbox to tell about a paid title (POST /__sandbox/sgp/titulos/:id/settle). */
  sgpUrl?: string;
  /** Delays between webhook attempts after a failure (Efí retries on non-2xx). */
  retryDelaysMs?: number[];
  /** The most items a page of GET /v2/cob holds, whatever is asked (default 1000). */
  maxPerPage?: number;
  now: () => Date;
};

const pixError = (status: number, nome: string, mensagem: string): SandboxResponse => ({ status, json: { nome, mensagem } });
const UNAUTHORIZED = pixError(401, "acesso_negado", "Token de acesso inválido ou expirado");

export function expired(cob: SandboxCob, now: Date): boolean {
  return Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000 <= now.getTime();
}

/** The title a charge was made for: the "Fatura" additional info the portal writes (lib/vendors/efi/pix.ts). */
export function invoiceIdOf(cob: SandboxCob): string | undefined {
  return cob.infoAdicionais.find((info) => info.nome === "Fatura")?.valor;
}

/**
 * Where Efí posts a payment: the registered URL string with "/pix" appended to its end, whatever
 * it holds (a query string included: `…?hmac=S&ignorar=` becomes `…?hmac=S&ignorar=/pix`).
 */
export function pixWebhookUrl(registered: string): string {
  return `${registered}/pix`;
}

export function paymentRoutes(state: () => EfiState, auth: SandboxAuth, hooks: PaymentHooks): Route[] {
  const guarded = (handler: (req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>) => (req: SandboxRequest) =>
    auth.allows("pix", req) ? handler(req) : UNAUTHORIZED;

  const pay = (req: SandboxRequest): SandboxResponse => {
    const cob = state().cobs.get(req.params.txid!);
    if (!cob) return COB_NOT_FOUND;
    const now = hooks.now();
    if (cob.status === "ATIVA" && expired(cob, now))
      return pixError(409, "cobranca_expirada", "A cobrança está expirada e não pode ser paga");
    if (cob.status !== "ATIVA") return pixError(409, "cobranca_nao_ativa", `A cobrança está ${cob.status} e não pode ser paga`);
    const body = (req.body ?? {}) as { valor?: unknown; infoPagador?: unknown };
    const pix = {
      endToEndId: endToEndId(now),
      txid: cob.txid,
      valor: typeof body.valor === "string" ? body.valor : cob.valor.original,
      horario: now.toISOString(),
      infoPagador: typeof body.infoPagador === "string" ? body.infoPagador : "Pagamento via sandbox",
    };
    cob.status = "CONCLUIDA";
    cob.pix.push(pix);
    const invoiceId = invoiceIdOf(cob);
    if (hooks.sgpUrl && invoiceId) {
      void post(`${hooks.sgpUrl}/__sandbox/sgp/titulos/${encodeURIComponent(invoiceId)}/settle`, {
        json: { valorPago: Number(pix.valor) },
      });
    }
    const webhook = hooks.webhooks.get(cob.chave);
    if (webhook) void deliver(pixWebhookUrl(webhook.webhookUrl), { json: { pix: [{ ...pix, chave: cob.chave }] } }, hooks.retryDelaysMs);
    return { json: cobJson(cob) };
  };

  return [
    { method: "POST", pattern: "/sandbox/pix/:txid/pay", handler: pay },
    {
      // For a person paying from a terminal: the charges waiting to be paid, newest first.
      method: "GET",
      pattern: "/sandbox/pix",
      handler: () => ({
        json: [...state().cobs.values()]
          .filter((cob) => cob.status === "ATIVA" && !expired(cob, hooks.now()))
          .sort((a, b) => b.calendario.criacao.localeCompare(a.calendario.criacao))
          .map((cob) => ({
            txid: cob.txid,
            valor: cob.valor.original,
            criacao: cob.calendario.criacao,
            solicitacaoPagador: cob.solicitacaoPagador ?? "",
          })),
      }),
    },
    {
      method: "PUT",
      pattern: "/v2/webhook/:chave",
      handler: guarded(async (req) => {
        const chave = req.params.chave!;
        if (chave !== hooks.pixKey) return pixError(400, "chave_invalida", "A chave informada não pertence ao recebedor");
        const webhookUrl = (req.body as { webhookUrl?: unknown } | null)?.webhookUrl;
        if (typeof webhookUrl !== "string" || !URL.canParse(webhookUrl) || !/^https?:$/.test(new URL(webhookUrl).protocol)) {
          return pixError(400, "json_invalido", "Campo webhookUrl deve ser uma URL válida");
        }
        if (!(await post(webhookUrl, { json: { evento: "teste_webhook", data_criacao: hooks.now().toISOString() } }))) {
          return pixError(400, "webhook_invalido", "A URL do webhook não respondeu com sucesso à notificação de teste");
        }
        const registered = { webhookUrl, chave, criacao: hooks.now().toISOString() };
        hooks.webhooks.set(chave, registered);
        return { json: registered };
      }),
    },
    {
      method: "GET",
      pattern: "/v2/webhook/:chave",
      handler: guarded((req) => {
        const found = hooks.webhooks.get(req.params.chave!);
        return found ? { json: found } : pixError(404, "webhook_nao_encontrado", "Nenhum webhook encontrado para a chave informada");
      }),
    },
    {
      method: "DELETE",
      pattern: "/v2/webhook/:chave",
      handler: guarded((req) =>
        hooks.webhooks.delete(req.params.chave!)
          ? { status: 204, body: "" }
          : pixError(404, "webhook_nao_encontrado", "Nenhum webhook encontrado para a chave informada"),
      ),
    },
    { method: "GET", pattern: "/v2/cob", handler: guarded((req) => listCobs(state(), req, hooks.maxPerPage)) },
  ];
}

const STATUSES = new Set(["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"]);

/** GET /v2/cob: charges created between inicio and fim (RFC 3339), filtered, paged by paginacao.*. */
export function listCobs(state: EfiState, req: SandboxRequest, maxPerPage = 1000): SandboxResponse {
  const q = req.query;
  const inicio = Date.parse(q.get("inicio") ?? "");
  const fim = Date.parse(q.get("fim") ?? "");
  if (!Number.isFinite(inicio) || !Number.isFinite(fim)) {
    return pixError(400, "parametros_invalidos", "Os parâmetros inicio e fim são obrigatórios (RFC 3339)");
  }
  const cpf = q.get("cpf");
  const cnpj = q.get("cnpj");
  if (cpf && cnpj) return pixError(400, "parametros_invalidos", "Informe cpf ou cnpj, não ambos");
  const status = q.get("status");
  if (status && !STATUSES.has(status)) return pixError(400, "parametros_invalidos", "Status inválido");
  const page = Math.max(0, Number(q.get("paginacao.paginaAtual") ?? 0) || 0);
  const perPage = Math.min(maxPerPage, Math.max(1, Number(q.get("paginacao.itensPorPagina") ?? 100) || 100));

  const matches = [...state.cobs.values()]
    .filter((cob) => {
      const created = Date.parse(cob.calendario.criacao);
      return created >= inicio && created <= fim;
    })
    .filter((cob) => !cpf || cob.devedor?.cpf === cpf)
    .filter((cob) => !cnpj || cob.devedor?.cnpj === cnpj)
    .filter((cob) => !status || cob.status === status)
    .sort((a, b) => a.calendario.criacao.localeCompare(b.calendario.criacao));
  const cobs = matches.slice(page * perPage, (page + 1) * perPage).map(listedCobJson);
  return {
    json: {
      parametros: {
        inicio: q.get("inicio"),
        fim: q.get("fim"),
        ...(cpf ? { cpf } : {}),
        ...(cnpj ? { cnpj } : {}),
        ...(status ? { status } : {}),
        paginacao: {
          paginaAtual: page,
          itensPorPagina: perPage,
          quantidadeDePaginas: Math.ceil(matches.length / perPage),
          quantidadeTotalDeItens: matches.length,
        },
      },
      cobs,
    },
  };
}

import "server-only";
import { normalizeDocument } from "@/lib/br/document";
import { log } from "@/lib/log";
import {
  UpstreamInvalidResponseError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
} from "@/lib/upstream/errors";
import { parseUpstream, upstreamFetch } from "@/lib/upstream/http";
import { TtlCache } from "@/lib/ttl-cache";
import { brazilDate, brazilDateTime } from "./dates";
import { collectServiceOrders, compareNewestFirst } from "./orders";
import { reshapeInvoice } from "./reshape";
import { failureEnvelopeSchema, promiseResponseSchema, ticketResponseSchema } from "./answer-schemas";
import { serviceOrdersResponseSchema, ticketReasonsResponseSchema } from "./order-schemas";
import { clientsResponseSchema, firstClientSchema, invoicesResponseSchema } from "./schemas";
import type {
  Customer,
  Invoice,
  InvoicePage,
  InvoicePageRequest,
  InvoiceStatusFilter,
  ServiceOrder,
  SgpClientOptions,
  TicketInput,
  TicketReason,
  TicketResult,
  TrustReleaseInput,
  TrustReleaseResult,
} from "./types";

/** Fixed values of a ticket opened from the portal (docs/SPEC.md §7, §9). */
export const TICKET_DEFAULTS = { ocorrenciatipo: 33, setor: 2, notificar_cliente: 1, usuario: "central" } as const;
export const PROMISE_DEFAULT_MOTIVE = "Solicitação via Central do Cliente";
/** A promise release is valid until today + 3 days (docs/SPEC.md §9). */
export const PROMISE_DAYS = 3;
const CUSTOMER_CACHE_MS = 5_000;
/** The SGP's words for the two invoice lists and the dates they are ordered by (docs/UPSTREAMS.md §1.3). */
const SGP_INVOICE_FILTER: Record<InvoiceStatusFilter, string> = { open: "abertos", paid: "pagos" };
const SGP_INVOICE_ORDER = { issued: "data_documento", due: "data_vencimento", paid: "data_pagamento" } as const;
/** The largest page the SGP answers (docs/UPSTREAMS.md §1.3). */
const MAX_INVOICE_PAGE = 250;

type Fields = Record<string, string | number | undefined>;

type SgpRequest = {
  path: string;
  method?: "GET" | "POST";
  form?: Fields;
  json?: Fields;
  headers?: Record<string, string>;
  /** Writes are never retried: a ticket or a release must not happen twice. */
  write?: boolean;
  /** The key a list answer carries; without it a `{status: 0, msg}` answer is a refusal. */
  listKey?: string;
};

export type SgpClient = ReturnType<typeof createSgpClient>;

/**
 * Typed client of the SGP's URA API. Framework-free: pages use the
 * request-deduplicated readers of `lib/sgp/index.ts`.
 */
export function createSgpClient(options: SgpClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const credentials = { app: options.app, token: options.token };
  const basic =
    options.user && options.password
      ? `Basic ${Buffer.from(`${options.user}:${options.password}`).toString("base64")}`
      : undefined;
  const customers = new TtlCache<Customer>(options.customerCacheMs ?? CUSTOMER_CACHE_MS);

  async function send(req: SgpRequest): Promise<unknown> {
    const url = new URL(`${baseUrl}${req.path}`);
    const headers: Record<string, string> = { Accept: "application/json", ...req.headers };
    if (basic) headers.Authorization = basic;
    let body: string | URLSearchParams | undefined;
    if (req.method === "GET") {
      for (const [key, value] of Object.entries(credentials)) url.searchParams.set(key, value);
    } else if (req.json) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify({ ...credentials, ...req.json });
    } else {
      body = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...credentials, ...req.form })) {
        if (value !== undefined) body.set(key, String(value));
      }
    }

    const started = Date.now();
    const res = await upstreamFetch({
      upstream: "sgp",
      url: url.toString(),
      method: req.method ?? "POST",
      headers,
      body,
      timeoutMs: options.timeoutMs,
      retry: !req.write,
    }).catch((error: unknown) => {
      log.warn({ upstream: "sgp", path: req.path, ms: Date.now() - started, err: String(error) }, "sgp falhou");
      throw error;
    });
    log.debug({ upstream: "sgp", path: req.path, status: res.status, ms: Date.now() - started }, "sgp");

    if (res.status >= 400) {
      throw new UpstreamRejectedError("sgp", messageOf(res.json) ?? `HTTP ${res.status}`, res.status);
    }
    const failure = failureEnvelopeSchema.safeParse(res.json);
    const isList = req.listKey && res.json && typeof res.json === "object" && req.listKey in res.json;
    if (failure.success && !isList) {
      throw new UpstreamRejectedError("sgp", failure.data.msg);
    }
    return res.json;
  }

  function requireDocument(documentText: string): string {
    const document = normalizeDocument(documentText);
    // Without a document the SGP would list every customer.
    if (!document) throw new UpstreamNotFoundError("sgp", "sgp: CPF/CNPJ não informado");
    return document;
  }

  async function findCustomer(documentText: string): Promise<Customer> {
    const document = requireDocument(documentText);
    return customers.load(document, async () => {
      const json = await send({ path: "/api/ura/clientes/", form: { cpfcnpj: document }, listKey: "clientes" });
      if (parseUpstream("sgp", clientsResponseSchema, json).clientes.length === 0) {
        throw new UpstreamNotFoundError("sgp", "sgp: cliente não encontrado");
      }
      const [customer] = parseUpstream("sgp", firstClientSchema, json).clientes;
      return { ...customer, document: customer.document || document };
    });
  }

  async function requestInvoices(
    document: string,
    status: InvoiceStatusFilter,
    fields: Fields,
  ): Promise<{ invoices: Invoice[]; total: number | undefined }> {
    const json = await send({
      path: "/api/ura/titulos/",
      form: { cpfcnpj: requireDocument(document), status: SGP_INVOICE_FILTER[status], ...fields },
      listKey: "titulos",
    });
    const answer = parseUpstream("sgp", invoicesResponseSchema, json);
    return { invoices: answer.titulos.map((invoice) => reshapeInvoice(invoice, baseUrl, status)), total: answer.paginacao?.total };
  }

  /** One page of the document's open or paid invoices, in the SGP's order, and the list's size. */
  async function listInvoices(document: string, status: InvoiceStatusFilter, page: InvoicePageRequest = {}): Promise<InvoicePage> {
    const offset = Math.max(0, Math.trunc(page.offset ?? 0));
    const limit = Math.min(MAX_INVOICE_PAGE, Math.max(1, Math.trunc(page.limit ?? MAX_INVOICE_PAGE)));
    const order = page.order ?? { by: "due", direction: "asc" };
    const { invoices, total } = await requestInvoices(document, status, {
      offset,
      limit,
      ordenar: SGP_INVOICE_ORDER[order.by],
      ordenar_ordem: order.direction,
    });
    // Earliest due first even if an instance ignored `ordenar`; only within the page, and only when that is the order asked for.
    if (order.by === "due" && order.direction === "asc") invoices.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    // Without `paginacao` (older instances) a full page means at least one more may follow.
    return { invoices, total: total ?? offset + invoices.length + (invoices.length === limit ? 1 : 0) };
  }

  /** The document's invoice with this id when it is in that list (open or paid), else null. */
  async function findInvoice(document: string, status: InvoiceStatusFilter, invoiceId: number): Promise<Invoice | null> {
    const { invoices } = await requestInvoices(document, status, { titulo_id: invoiceId, limit: 1 });
    // Checked again here: an instance that ignored `titulo_id` would answer another title.
    return invoices.find((invoice) => invoice.id === invoiceId) ?? null;
  }

  async function listServiceOrders(contractId: number): Promise<ServiceOrder[]> {
    const json = await send({ path: "/api/ura/ordemservico/list/", form: { contrato: contractId }, listKey: "ordens_servicos" });
    return parseUpstream("sgp", serviceOrdersResponseSchema, json).ordens_servicos.sort(compareNewestFirst);
  }

  async function listCustomerServiceOrders(contractIds: readonly number[]): Promise<ServiceOrder[]> {
    return collectServiceOrders(contractIds, listServiceOrders);
  }

  async function listTicketReasons(): Promise<TicketReason[]> {
    const json = await send({
      path: "/api/os/ocorrencia/motivo/list/",
      method: "GET",
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    return parseUpstream("sgp", ticketReasonsResponseSchema, json)
      .filter((reason) => reason.active)
      .map(({ id, code, description }) => ({ id, code, description }));
  }

  async function createTicket(input: TicketInput): Promise<TicketResult> {
    const usuario = input.user ?? options.user ?? TICKET_DEFAULTS.usuario;
    const json = await send({
      path: "/api/ura/chamado/",
      write: true,
      json: {
        contrato: input.contractId,
        ocorrenciatipo: TICKET_DEFAULTS.ocorrenciatipo,
        motivoos: input.reasonId,
        setor: TICKET_DEFAULTS.setor,
        conteudo: input.description,
        usuario,
        responsaveloc: usuario,
        notificar_cliente: TICKET_DEFAULTS.notificar_cliente,
        contato_nome: input.contactName,
        contato_telefone: input.contactPhone,
        data_hora_agendamento: brazilDateTime(input.now),
        servico_id: input.serviceId,
      },
    });
    const answer = parseUpstream("sgp", ticketResponseSchema, json);
    // An empty msg stays empty: the screen then says 'Erro desconhecido' (docs/SPEC.md §8).
    if (answer.status !== 1) throw new UpstreamRejectedError("sgp", answer.msg);
    if (!answer.protocolo) throw new UpstreamInvalidResponseError("sgp", "protocolo", "ausente");
    customers.clear();
    return { protocol: answer.protocolo };
  }

  async function requestTrustRelease(input: TrustReleaseInput): Promise<TrustReleaseResult> {
    const dataPromessa = brazilDate(input.now, PROMISE_DAYS);
    const json = await send({
      path: "/api/ura/liberacaopromessa/",
      write: true,
      // The spec sends a bearer token; Basic auth, when configured, is what the SGP documents.
      headers: basic ? {} : { Authorization: `Bearer ${options.token}` },
      // The spec's `datapromessa` and `motivo`, and the documented `data_promessa` (docs/UPSTREAMS.md §1.8).
      json: {
        contrato: input.contractId,
        datapromessa: dataPromessa,
        data_promessa: dataPromessa,
        motivo: input.reason?.trim() || PROMISE_DEFAULT_MOTIVE,
      },
    });
    const answer = parseUpstream("sgp", promiseResponseSchema, json);
    if (answer.status !== 1) throw new UpstreamRejectedError("sgp", answer.msg || "Liberação recusada pelo SGP");
    customers.clear();
    return {
      ok: answer.liberado !== false,
      message: answer.msg,
      protocol: answer.protocolo ?? undefined,
      promisedOn: answer.data_promessa ?? dataPromessa,
    };
  }

  return {
    baseUrl,
    findCustomer,
    listInvoices,
    findInvoice,
    listServiceOrders,
    listCustomerServiceOrders,
    listTicketReasons,
    createTicket,
    requestTrustRelease,
  };
}

function messageOf(json: unknown): string | undefined {
  if (!json || typeof json !== "object") return undefined;
  const record = json as Record<string, unknown>;
  const message = record.msg ?? record.message ?? record.error;
  return typeof message === "string" && message ? message : undefined;
}

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Naming: the four tables of the spec (clientes, notificacaocentral, sugestaocentral,
 * liberacao_confianca_central) keep the upstream names and columns exactly, so a
 * provider's existing database can be adopted. Tables for what the original kept in the
 * browser are this product's own: English snake_case table names, with the spec's
 * domain words for columns (cpfcnpj, numero_documento, cliente_documento).
 *
 * Tax ids are stored as digits only everywhere.
 *
 * Every table has row level security on and no policy (`.enableRLS()`): on Supabase the
 * public anon key reaches the public schema through its REST API, and must read nothing.
 * The server connects as the tables' owner, which RLS without FORCE does not restrict.
 */

const id = () => bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity();
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = (name = "created_at") => timestamptz(name).notNull().defaultNow();
const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const clientes = pgTable("clientes", {
  id: id(),
  cpf: text("cpf").notNull(),
  nome: text("nome"),
  email: text("email"),
  telefone: text("telefone"),
  /** A scrypt hash string, never the password itself. Null means "the document digits". */
  senhaCentral: text("senha_central"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex("clientes_cpf_key").on(t.cpf)]).enableRLS();

export const notificacaoCentral = pgTable("notificacaocentral", {
  id: id(),
  clienteDocumento: text("cliente_documento").notNull(),
  titulo: text("titulo").notNull(),
  mensagem: text("mensagem").notNull(),
  /** success | warning | error | anything else shown as info */
  tipo: text("tipo").notNull().default("info"),
  /** 3 red, 2 yellow, otherwise blue */
  prioridade: integer("prioridade").notNull().default(1),
  categoria: text("categoria"),
  icone: text("icone"),
  visualizada: boolean("visualizada").notNull().default(false),
  ativa: boolean("ativa").notNull().default(true),
  dataCriacao: createdAt("data_criacao"),
  dataVisualizacao: timestamptz("data_visualizacao"),
  updatedAt: updatedAt(),
  linkAcao: text("link_acao"),
}, (t) => [
  // Lists and counts filter on (documento, ativa, visualizada) and sort by prioridade, data_criacao desc.
  index("notificacaocentral_cliente_idx").on(
    t.clienteDocumento,
    t.ativa,
    t.visualizada,
    t.prioridade.desc().nullsFirst(),
    t.dataCriacao.desc().nullsFirst(),
  ),
]).enableRLS();

export const sugestaoCentral = pgTable("sugestaocentral", {
  id: id(),
  clienteCpf: text("cliente_cpf").notNull(),
  titulo: text("titulo").notNull(),
  descricao: text("descricao").notNull(),
  /** geral | tecnico | financeiro | atendimento | produto | melhoria */
  categoria: text("categoria").notNull().default("geral"),
  /** 1 Baixa, 2 Media, 3 Alta */
  prioridade: integer("prioridade").notNull().default(1),
  anexos: jsonb("anexos"),
  /** pendente | em_analise | aprovada | rejeitada | implementada */
  status: text("status").notNull().default("pendente"),
  dataCriacao: createdAt("data_criacao"),
  dataResposta: timestamptz("data_resposta"),
  respostaAdmin: text("resposta_admin"),
  votosPositivos: integer("votos_positivos").notNull().default(0),
  implementacaoPrevista: date("implementacao_prevista", { mode: "string" }),
}, (t) => [
  index("sugestaocentral_cliente_data_idx").on(t.clienteCpf, t.dataCriacao.desc().nullsFirst()),
  index("sugestaocentral_cliente_status_idx").on(t.clienteCpf, t.status),
]).enableRLS();

/** One entry of `contratos_liberados`: what happened to each contract of a trust release. */
export interface ContratoLiberado {
  contrato: string | number;
  sucesso: boolean;
  resultado?: unknown;
  erro?: string;
  pulado?: boolean;
  /** The SGP could not be reached (timeout, 5xx, open circuit): it decided nothing. */
  indisponivel?: boolean;
}

export const liberacaoConfiancaCentral = pgTable("liberacao_confianca_central", {
  id: id(),
  cpfCnpj: text("cpf_cnpj").notNull(),
  nomeCliente: text("nome_cliente"),
  motivo: text("motivo"),
  status: text("status").notNull().default("processando"),
  dataSolicitacao: createdAt("data_solicitacao"),
  dataLiberacao: timestamptz("data_liberacao"),
  contratosLiberados: jsonb("contratos_liberados").$type<ContratoLiberado[]>(),
  ipSolicitacao: text("ip_solicitacao"),
  userAgent: text("user_agent"),
  /**
   * Calendar month of data_solicitacao in Brazil, 'YYYY-MM' (same as `mesReferencia()` in
   * ./month.ts). Computed by the database, so with the unique index below it enforces one
   * release per month by itself: a second insert fails with 23505 (unique_violation).
   * Built from date_part because to_char is not immutable, which generated columns require.
   */
  mesReferencia: text("mes_referencia").generatedAlwaysAs(
    sql.raw(
      `date_part('year', "data_solicitacao" AT TIME ZONE 'America/Sao_Paulo')::int::text || '-' || ` +
        `lpad(date_part('month', "data_solicitacao" AT TIME ZONE 'America/Sao_Paulo')::int::text, 2, '0')`,
    ),
  ),
}, (t) => [
  uniqueIndex("liberacao_confianca_central_mes_key").on(t.cpfCnpj, t.mesReferencia),
  index("liberacao_confianca_central_cpf_data_idx").on(t.cpfCnpj, t.dataSolicitacao.desc().nullsFirst()),
]).enableRLS();

/** Replaces the spec's session-storage token of the public invoice page. */
export const invoiceTokens = pgTable("invoice_tokens", {
  token: text("token").primaryKey(),
  cpfcnpj: text("cpfcnpj").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  accessCount: integer("access_count").notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index("invoice_tokens_expires_idx").on(t.expiresAt)]).enableRLS();

/**
 * Generation state shared by boletos and PIX charges. A request inserts a 'pending' row
 * (ON CONFLICT DO NOTHING) and only the inserter calls the gateway, so double clicks and
 * parallel instances never create two charges. `lock_token` names the owner and
 * `locked_until` lets another request take over a pending row whose owner died.
 */
export const generationStatuses = ["pending", "ready"] as const;
export type GenerationStatus = (typeof generationStatuses)[number];
const generationColumns = () => ({
  status: text("status").$type<GenerationStatus>().notNull().default("pending"),
  lockToken: text("lock_token"),
  lockedUntil: timestamptz("locked_until"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Replaces the spec's local-storage boleto cache. */
export const boletoCache = pgTable("boleto_cache", {
  id: id(),
  cpfcnpj: text("cpfcnpj").notNull(),
  numeroDocumento: text("numero_documento").notNull(),
  invoiceId: text("invoice_id").notNull(),
  valor: numeric("valor", { precision: 12, scale: 2, mode: "number" }),
  dataVencimento: date("data_vencimento", { mode: "string" }),
  /** The boleto's own expiry (gateway expire_at); null while pending. */
  expireAt: timestamptz("expire_at"),
  boletoData: jsonb("boleto_data"),
  ...generationColumns(),
}, (t) => [
  uniqueIndex("boleto_cache_documento_key").on(t.cpfcnpj, t.numeroDocumento),
  index("boleto_cache_cpfcnpj_created_idx").on(t.cpfcnpj, t.createdAt.desc().nullsFirst()),
  check("boleto_cache_status_check", sql`${t.status} in ('pending', 'ready')`),
]).enableRLS();

export const pixCharges = pgTable("pix_charges", {
  id: id(),
  cpfcnpj: text("cpfcnpj").notNull(),
  invoiceId: text("invoice_id").notNull(),
  /** Null while pending; unique once the gateway has answered. */
  txid: text("txid"),
  expiresAt: timestamptz("expires_at"),
  pixData: jsonb("pix_data"),
  ...generationColumns(),
}, (t) => [
  uniqueIndex("pix_charges_invoice_key").on(t.cpfcnpj, t.invoiceId),
  uniqueIndex("pix_charges_txid_key").on(t.txid),
  check("pix_charges_status_check", sql`${t.status} in ('pending', 'ready')`),
]).enableRLS();

export const pushSubscriptions = pgTable("push_subscriptions", {
  id: id(),
  clienteDocumento: text("cliente_documento").notNull(),
  endpoint: text("endpoint").notNull(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
  index("push_subscriptions_cliente_idx").on(t.clienteDocumento),
]).enableRLS();

/**
 * Fixed-window counters for rate limiting shared by every instance, e.g.
 * scope 'login' and key the document digits or the client IP.
 */
export const rateLimits = pgTable("rate_limits", {
  scope: text("scope").notNull(),
  key: text("key").notNull(),
  count: integer("count").notNull().default(0),
  windowStart: timestamptz("window_start").notNull().defaultNow(),
  blockedUntil: timestamptz("blocked_until"),
  updatedAt: updatedAt(),
}, (t) => [
  primaryKey({ name: "rate_limits_pkey", columns: [t.scope, t.key] }),
  index("rate_limits_updated_idx").on(t.updatedAt),
]).enableRLS();

/**
 * Remembers a request's outcome under a caller-chosen key (e.g. scope 'ticket' and a hash
 * of contrato + motivo + conteudo) so a repeated submit returns the first result.
 */
export const idempotencyKeys = pgTable("idempotency_keys", {
  scope: text("scope").notNull(),
  key: text("key").notNull(),
  result: jsonb("result"),
  createdAt: createdAt(),
  expiresAt: timestamptz("expires_at").notNull(),
}, (t) => [
  primaryKey({ name: "idempotency_keys_pkey", columns: [t.scope, t.key] }),
  index("idempotency_keys_expires_idx").on(t.expiresAt),
]).enableRLS();

/**
 * Sessions ended by logout before their 24 hours ran out (the session is a signed cookie,
 * so the server keeps the ids it must no longer accept until they would have expired).
 */
export const revokedSessions = pgTable("revoked_sessions", {
  sid: text("sid").primaryKey(),
  expiresAt: timestamptz("expires_at").notNull(),
}, (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)]).enableRLS();

/**
 * A password change ends the customer's other sessions: any session issued before
 * `revoked_before`, except the one that made the change (`kept_sid`).
 */
export const sessionCutoffs = pgTable("session_cutoffs", {
  clienteDocumento: text("cliente_documento").primaryKey(),
  revokedBefore: timestamptz("revoked_before").notNull(),
  keptSid: text("kept_sid"),
}, (t) => [index("session_cutoffs_revoked_before_idx").on(t.revokedBefore)]).enableRLS();

/**
 * One row per reminder sent: an open invoice's due-date reminder `days_before` days ahead
 * (0 on the due date). The unique key is what makes the job exactly-once across instances:
 * the row and its notification are written in one transaction, and a second instance's
 * insert of the same key waits for it and then does nothing.
 */
export const invoiceReminders = pgTable("invoice_reminders", {
  id: id(),
  clienteDocumento: text("cliente_documento").notNull(),
  invoiceId: text("invoice_id").notNull(),
  numeroDocumento: text("numero_documento").notNull(),
  dataVencimento: date("data_vencimento", { mode: "string" }).notNull(),
  daysBefore: integer("days_before").notNull(),
  notificationId: bigint("notification_id", { mode: "number" }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("invoice_reminders_key").on(t.clienteDocumento, t.invoiceId, t.dataVencimento, t.daysBefore),
]).enableRLS();

/**
 * Confirmed PIX payments: one row per end-to-end id, however many webhook retries, polls or
 * instances see it (the unique key; only the request whose insert lands notifies). A row is
 * written only after the gateway itself said the charge is CONCLUIDA for the amount of the
 * charge the portal made. Until `settled_at` (the SGP shows the title paid) the invoice is
 * shown as 'Pagamento em processamento' and offers no second payment.
 */
export const payments = pgTable("payments", {
  id: id(),
  endToEndId: text("end_to_end_id").notNull(),
  txid: text("txid").notNull(),
  invoiceId: text("invoice_id").notNull(),
  clienteDocumento: text("cliente_documento").notNull(),
  valor: numeric("valor", { precision: 12, scale: 2, mode: "number" }).notNull(),
  /** The gateway's horario of the payment. */
  paidAt: timestamptz("paid_at").notNull(),
  confirmedAt: createdAt("confirmed_at"),
  /** webhook | poll: which path confirmed it first. */
  source: text("source").notNull(),
  settledAt: timestamptz("settled_at"),
  notificationId: bigint("notification_id", { mode: "number" }),
}, (t) => [
  uniqueIndex("payments_end_to_end_id_key").on(t.endToEndId),
  index("payments_cliente_invoice_idx").on(t.clienteDocumento, t.invoiceId),
  index("payments_unsettled_idx").on(t.confirmedAt).where(sql`${t.settledAt} is null`),
  check("payments_source_check", sql`${t.source} in ('webhook', 'poll')`),
]).enableRLS();

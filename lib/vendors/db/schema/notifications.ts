import { bigint, boolean, date, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamptz, createdAt, updatedAt } from "./columns";

export const notificacaoCentral = pgTable(
  "notificacaocentral",
  {
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
  },
  (t) => [
    // Lists and counts filter on (documento, ativa, visualizada) and sort by prioridade, data_criacao desc.
    index("notificacaocentral_cliente_idx").on(
      t.clienteDocumento,
      t.ativa,
      t.visualizada,
      t.prioridade.desc().nullsFirst(),
      t.dataCriacao.desc().nullsFirst(),
    ),
  ],
).enableRLS();

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    clienteDocumento: text("cliente_documento").notNull(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint), index("push_subscriptions_cliente_idx").on(t.clienteDocumento)],
).enableRLS();

/**
 * One row per reminder sent: an open invoice's due-date reminder `days_before` days ahead
 * (0 on the due date). The unique key is what makes the job exactly-once across instances:
 * the row and its notification are written in one transaction, and a second instance's
 * insert of the same key waits for it and then does nothing.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: id(),
    clienteDocumento: text("cliente_documento").notNull(),
    invoiceId: text("invoice_id").notNull(),
    numeroDocumento: text("numero_documento").notNull(),
    dataVencimento: date("data_vencimento", { mode: "string" }).notNull(),
    daysBefore: integer("days_before").notNull(),
    notificationId: bigint("notification_id", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoice_reminders_key").on(t.clienteDocumento, t.invoiceId, t.dataVencimento, t.daysBefore)],
).enableRLS();

/**
 * The subscribers who turned the reminders' e-mail off (the one-click List-Unsubscribe link,
 * RFC 8058): one row each; the job sends them no more e-mail, the notification and push go on.
 */
export const reminderEmailOptouts = pgTable(
  "reminder_email_optouts",
  {
    id: id(),
    clienteDocumento: text("cliente_documento").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reminder_email_optouts_documento_key").on(t.clienteDocumento)],
).enableRLS();

/**
 * The outage notices sent (scripts/outages-notify.ts): one row per subscriber and SGP maintenance,
 * claimed before its notification is written, so a later run (or another instance) never repeats it.
 */
export const outageNotices = pgTable(
  "outage_notices",
  {
    id: id(),
    clienteDocumento: text("cliente_documento").notNull(),
    maintenanceId: text("maintenance_id").notNull(),
    notificationId: bigint("notification_id", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("outage_notices_key").on(t.clienteDocumento, t.maintenanceId)],
).enableRLS();

/**
 * The router changes a subscriber asked for through the portal (/equipment): who, when, which
 * contract, what changed (field names only, never a password) and the SGP's answer.
 */
export const cpeChanges = pgTable(
  "cpe_changes",
  {
    id: id(),
    clienteDocumento: text("cliente_documento").notNull(),
    contrato: integer("contrato").notNull(),
    /** wifi | band | restart */
    acao: text("acao").notNull(),
    /** The fields changed, comma-separated (ssid24, password24, enabled5…). */
    campos: text("campos").notNull(),
    sucesso: boolean("sucesso").notNull(),
    respostaSgp: text("resposta_sgp").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("cpe_changes_contrato").on(t.contrato, t.createdAt)],
).enableRLS();

/** The subscriber's own speed tests (/internet): measured by the browser against the portal's server. */
export const speedTests = pgTable(
  "speed_tests",
  {
    id: id(),
    clienteDocumento: text("cliente_documento").notNull(),
    downloadMbps: doublePrecision("download_mbps").notNull(),
    uploadMbps: doublePrecision("upload_mbps").notNull(),
    latencyMs: doublePrecision("latency_ms").notNull(),
    jitterMs: doublePrecision("jitter_ms").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("speed_tests_documento").on(t.clienteDocumento, t.createdAt)],
).enableRLS();

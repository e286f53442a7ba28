import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamptz, createdAt, updatedAt } from "./columns";

/** Replaces the spec's session-storage token of the public invoice page. */
export const invoiceTokens = pgTable(
  "invoice_tokens",
  {
    token: text("token").primaryKey(),
    cpfcnpj: text("cpfcnpj").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    accessCount: integer("access_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("invoice_tokens_expires_idx").on(t.expiresAt)],
).enableRLS();

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
export const boletoCache = pgTable(
  "boleto_cache",
  {
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
  },
  (t) => [
    uniqueIndex("boleto_cache_documento_key").on(t.cpfcnpj, t.numeroDocumento),
    index("boleto_cache_cpfcnpj_created_idx").on(t.cpfcnpj, t.createdAt.desc().nullsFirst()),
    check("boleto_cache_status_check", sql`${t.status} in ('pending', 'ready')`),
  ],
).enableRLS();

export const pixCharges = pgTable(
  "pix_charges",
  {
    id: id(),
    cpfcnpj: text("cpfcnpj").notNull(),
    invoiceId: text("invoice_id").notNull(),
    /** Null while pending; unique once the gateway has answered. */
    txid: text("txid"),
    expiresAt: timestamptz("expires_at"),
    pixData: jsonb("pix_data"),
    ...generationColumns(),
  },
  (t) => [
    uniqueIndex("pix_charges_invoice_key").on(t.cpfcnpj, t.invoiceId),
    uniqueIndex("pix_charges_txid_key").on(t.txid),
    check("pix_charges_status_check", sql`${t.status} in ('pending', 'ready')`),
  ],
).enableRLS();

/**
 * Confirmed payments: one row per payment, however many webhook retries, polls, sweeps or
 * instances see it (the unique key; only the request whose insert lands notifies). A row is
 * written only after the gateway itself said the charge is paid (PIX: CONCLUIDA for the amount of
 * the charge the portal made; boleto: its notification read from the gateway says `paid`).
 * For a boleto, `end_to_end_id` and `txid` hold "boleto-<charge_id>": a boleto has no end-to-end
 * id, and its charge is paid once. Until `settled_at` (the SGP shows the title paid) the invoice is
 * shown as 'Pagamento em processamento' and offers no second payment.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    endToEndId: text("end_to_end_id").notNull(),
    txid: text("txid").notNull(),
    invoiceId: text("invoice_id").notNull(),
    clienteDocumento: text("cliente_documento").notNull(),
    valor: numeric("valor", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** The gateway's horario of the payment. */
    paidAt: timestamptz("paid_at").notNull(),
    confirmedAt: createdAt("confirmed_at"),
    /** webhook | poll | sweep | notification (a boleto's): which path confirmed it first. */
    source: text("source").notNull(),
    /** pix | boleto. */
    method: text("method").notNull().default("pix"),
    settledAt: timestamptz("settled_at"),
    notificationId: bigint("notification_id", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("payments_end_to_end_id_key").on(t.endToEndId),
    index("payments_cliente_invoice_idx").on(t.clienteDocumento, t.invoiceId),
    index("payments_unsettled_idx")
      .on(t.confirmedAt)
      .where(sql`${t.settledAt} is null`),
    check("payments_source_check", sql`${t.source} in ('webhook', 'poll', 'sweep', 'notification')`),
    check("payments_method_check", sql`${t.method} in ('pix', 'boleto')`),
  ],
).enableRLS();

export const settlementStates = ["pending", "releasing", "settled", "operator"] as const;
export type SettlementState = (typeof settlementStates)[number];

/**
 * The settlement of each confirmed payment in the SGP, with SGP_SETTLEMENT=portal
 * (lib/billing/settlement): one row per payment, written in the payment's own transaction.
 * `pending` until the SGP shows the title paid (`baixar`, or found paid on the re-read), then
 * `releasing` while the contract is checked for the release, then `settled`; `operator` when it
 * waits for a person, with the `reason`. A worker claims a row by setting `lease_token` and
 * `leased_until` in one conditional update, so one instance works on it at a time;
 * `baixar_sent_at` records that a `baixar` may have landed, whose answer was not read.
 */
export const paymentSettlements = pgTable(
  "payment_settlements",
  {
    id: id(),
    paymentId: bigint("payment_id", { mode: "number" }).notNull(),
    state: text("state").$type<SettlementState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    leaseToken: text("lease_token"),
    leasedUntil: timestamptz("leased_until"),
    lastError: text("last_error"),
    /** Why it waits for the operator (state `operator`). */
    reason: text("reason"),
    baixarSentAt: timestamptz("baixar_sent_at"),
    /** portal: this portal's `baixar`; sgp: the title was found paid already. */
    settledBy: text("settled_by").$type<"portal" | "sgp">(),
    settledAt: timestamptz("settled_at"),
    /** The title's contract, and whether it was suspended for non-payment before the settlement. */
    contractId: bigint("contract_id", { mode: "number" }),
    wasSuspended: boolean("was_suspended"),
    /** What the release check found (lib/billing/settlement/release.ts), once done. */
    release: text("release"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_settlements_payment_key").on(t.paymentId),
    index("payment_settlements_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'releasing')`),
    check("payment_settlements_state_check", sql`${t.state} in ('pending', 'releasing', 'settled', 'operator')`),
    check("payment_settlements_settled_by_check", sql`${t.settledBy} in ('portal', 'sgp')`),
  ],
).enableRLS();

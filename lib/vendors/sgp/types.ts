import type { z } from "zod";
import type { maintenanceSchema, onuSchema } from "./network-schemas";
import type { serviceOrderSchema } from "./order-schemas";
import type { addressSchema, contractSchema, customerSchema, invoiceSchema, serviceSchema } from "./schemas";

/**
 * Domain types of the subscriber system (docs/SPEC.md §3), as the schemas produce them:
 * English names (docs/GLOSSARY.md); the SGP's field names stay in `schemas.ts`, `order-schemas.ts` and `answer-schemas.ts`.
 */
export type Address = z.output<typeof addressSchema>;
export type Service = z.output<typeof serviceSchema>;
export type Contract = z.output<typeof contractSchema>;
export type Customer = z.output<typeof customerSchema>;
export type Invoice = z.output<typeof invoiceSchema>;
export type ServiceOrder = z.output<typeof serviceOrderSchema>;
export type Onu = z.output<typeof onuSchema>;
export type Maintenance = z.output<typeof maintenanceSchema>;
/** An active ticket reason: `value` is what `motivoos` takes for it (its code or its id, SGP_TICKET_REASON_VALUE). */
export type TicketReason = { value: string; description: string };

/** Which of a reason's keys `motivoos` carries (docs/UPSTREAMS.md §1.6, §1.7). */
export type TicketReasonValue = "code" | "id";

/** Which invoices to list: the open ones (aberto) or the paid ones (pago). */
export type InvoiceStatusFilter = "open" | "paid";

/** Which date a list of invoices is ordered by, and which way. */
export type InvoiceOrder = { by: "issued" | "due" | "paid"; direction: "asc" | "desc" };

/** One page of an invoice list: from `offset`, at most `limit` (1 to 250), due date ascending unless `order` says otherwise. */
export type InvoicePageRequest = { offset?: number; limit?: number; order?: InvoiceOrder };

/** A page of invoices and how many the whole list holds. */
export type InvoicePage = { invoices: Invoice[]; total: number };

export type TicketInput = {
  contractId: number;
  /** The reason's value (`motivoos`, see TicketReason); undefined on an SGP without the catalogue. */
  reason?: string;
  description: string;
  contactName: string;
  contactPhone: string;
  /** SGP username recorded as opener and owner of the ticket. */
  user?: string;
  /** Unknown for a customer read from `consultacliente` (lib/vendors/sgp/consulta.ts). */
  serviceId?: number | null;
  now?: Date;
};

export type TicketResult = { protocol: string };

export type TrustReleaseInput = { contractId: number; reason?: string; now?: Date };

export type TrustReleaseResult = {
  ok: boolean;
  message: string;
  protocol?: string;
  /** "YYYY-MM-DD": the day the payment is promised for. */
  promisedOn?: string;
};

export type SgpClientOptions = {
  baseUrl: string;
  app: string;
  token: string;
  user?: string;
  password?: string;
  timeoutMs: number;
  /** How long a customer lookup is reused for the same document; 0 turns the cache off. */
  customerCacheMs?: number;
  /** What `motivoos` carries; "code" unless told (docs/UPSTREAMS.md §1.7). */
  ticketReasonValue?: TicketReasonValue;
};

/** `forma_pagamento` of a settlement (docs/SGP-ENDPOINTS.md §2). */
export type SettlementForm = "DINHEIRO" | "CARTAO" | "DEBITO" | "PIX";

/** A paid title to settle in the SGP (`baixar`). */
export type TitleSettlement = {
  titleId: number;
  /** "YYYY-MM-DD", the payment's date in America/Sao_Paulo. */
  paidOn: string;
  /** Reais received. */
  amount: number;
  /** Left out for a boleto: SGP-ENDPOINTS.md §2 documents no boleto form; the note names it. */
  form?: SettlementForm;
  /** Saved on the title: names the payment (txid, end-to-end id). */
  note: string;
};

/** `contratoStatus` codes (docs/UPSTREAMS.md §1.0) the portal may set. */
export type ContractStatusCode = 1;

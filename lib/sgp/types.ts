import type { z } from "zod";
import type {
  addressSchema,
  clientSchema,
  contractSchema,
  invoiceSchema,
  orderMotiveSchema,
  serviceOrderSchema,
  serviceSchema,
} from "./schemas";

/** Domain types of the subscriber system (docs/SPEC.md §3), as the schemas produce them. */
export type Address = z.output<typeof addressSchema>;
export type Service = z.output<typeof serviceSchema>;
export type Contract = z.output<typeof contractSchema>;
export type Client = z.output<typeof clientSchema>;
export type Invoice = z.output<typeof invoiceSchema>;
export type ServiceOrder = z.output<typeof serviceOrderSchema>;
export type OrderMotive = Omit<z.output<typeof orderMotiveSchema>, "ativo">;

export type InvoiceStatusFilter = "abertos" | "pagos";

export type TicketInput = {
  contrato: number;
  motivoos: number;
  conteudo: string;
  contatoNome: string;
  contatoTelefone: string;
  /** SGP username recorded as opener and owner of the ocorrência. */
  usuario?: string;
  servicoId?: number;
  now?: Date;
};

export type TicketResult = { protocolo: string };

export type PromiseReleaseInput = { contrato: number; motivo?: string; now?: Date };

export type PromiseReleaseResult = {
  ok: boolean;
  msg: string;
  protocolo?: string;
  dataPromessa?: string;
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
};

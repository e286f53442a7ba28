import "server-only";
import { normalizeDocument } from "@/lib/shared/br/document";
import { UpstreamFeatureMissingError, UpstreamNotFoundError } from "@/lib/platform/upstream/errors";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { centralContractsSchema } from "./answer-schemas";
import {
  centralPasswordsSchema,
  consultaResponseSchema,
  customerFromFlatContracts,
  withServiceDetails,
  type FlatContract,
} from "./consulta";
import { clientsResponseSchema, firstClientSchema } from "./schemas";
import type { SgpContext } from "./transport";
import type { Customer } from "./types";

/** Without a document the SGP would list every customer. */
export function requireDocument(documentText: string): string {
  const document = normalizeDocument(documentText);
  if (!document) throw new UpstreamNotFoundError("sgp", "sgp: CPF/CNPJ não informado");
  return document;
}

const notFound = () => new UpstreamNotFoundError("sgp", "sgp: cliente não encontrado");

/**
 * The customer calls (docs/UPSTREAMS.md §1.1, §1.2; docs/UPSTREAMS.md §5 lists what each sends
 * and reads): the lookup every screen shares, the services screen's detailed one, and the check of
 * a subscriber's central password at the first login.
 */
export function customerCalls(ctx: SgpContext) {
  async function listed(document: string, withConnection: boolean): Promise<Customer> {
    const json = await ctx.send({
      path: "/api/ura/clientes/",
      form: { cpfcnpj: document, exibir_conexao: withConnection ? 1 : undefined },
      listKey: "clientes",
    });
    if (parseUpstream("sgp", clientsResponseSchema, json).clientes.length === 0) throw notFound();
    const [customer] = parseUpstream("sgp", firstClientSchema, json).clientes;
    return { ...customer, document: customer.document || document };
  }

  async function flatContracts(document: string): Promise<FlatContract[]> {
    const json = await ctx.send({ path: "/api/ura/consultacliente/", form: { cpfcnpj: document }, listKey: "contratos" });
    return parseUpstream("sgp", consultaResponseSchema, json).contratos;
  }

  async function fromFlatContracts(document: string): Promise<Customer> {
    const records = await flatContracts(document);
    if (records.length === 0) throw notFound();
    return customerFromFlatContracts(records, document);
  }

  /** `/clientes/`, or `consultacliente` on an SGP that lacks it (docs/SGP-ENDPOINTS.md §1). */
  async function lookup(document: string, withConnection: boolean): Promise<Customer> {
    try {
      return await listed(document, withConnection);
    } catch (error) {
      if (error instanceof UpstreamFeatureMissingError) return fromFlatContracts(document);
      throw error;
    }
  }

  /**
   * The customer every screen shares, kept a few seconds (lib/vendors/sgp/transport.ts). `fresh` (the
   * login) always asks the SGP: the memory holds customers and never unknown documents, so a
   * remembered answer would make a customer's repeated attempt faster than a stranger's.
   */
  async function findCustomer(documentText: string, { fresh = false }: { fresh?: boolean } = {}): Promise<Customer> {
    const document = requireDocument(documentText);
    if (!fresh) return ctx.customers.load(document, () => lookup(document, false));
    const customer = lookup(document, false);
    ctx.customers.set(document, customer);
    return customer;
  }

  /**
   * The customer with each internet service's link as the SGP sees it now (`exibir_conexao`),
   * never read from the cache: the connection screens show the state of this moment. The answer is
   * the same customer with more in it, so it is kept as `findCustomer`'s for the next seconds: a
   * screen that shows both (the dashboard) asks the SGP once when it starts this read first.
   */
  async function findCustomerLive(documentText: string): Promise<Customer> {
    const document = requireDocument(documentText);
    const customer = lookup(document, true);
    ctx.customers.set(document, customer);
    return customer;
  }

  /**
   * The customer with what only the services screen shows: each service's address in use
   * (`exibir_conexao`) and its group and Wi-Fi from `consultacliente`, asked at the same time.
   * An SGP without `consultacliente` leaves those blank; any other failure fails the read.
   */
  async function findCustomerDetails(documentText: string): Promise<Customer> {
    const document = requireDocument(documentText);
    const records = flatContracts(document).catch((error: unknown) => {
      if (error instanceof UpstreamFeatureMissingError) return null;
      throw error;
    });
    const customer = listed(document, true).catch(async (error: unknown) => {
      if (!(error instanceof UpstreamFeatureMissingError)) throw error;
      const flat = await records;
      if (!flat || flat.length === 0) throw flat ? notFound() : error;
      return customerFromFlatContracts(flat, document);
    });
    const [found, flat] = await Promise.all([customer, records]);
    return flat ? withServiceDetails(found, flat) : found;
  }

  /**
   * Whether `senha` is the subscriber's central password: `POST /api/central/contratos` with the
   * subscriber's own `cpfcnpj` and `senha`, answered `{auth, contratos}` (docs/SGP-ENDPOINTS.md §8).
   * Throws UpstreamFeatureMissingError on an SGP without the central API.
   */
  async function checkCentralPassword(documentText: string, senha: string): Promise<boolean> {
    const document = requireDocument(documentText);
    const json = await ctx.send({ path: "/api/central/contratos", auth: "subscriber", form: { cpfcnpj: document, senha } });
    return parseUpstream("sgp", centralContractsSchema, json).auth;
  }

  /**
   * The contracts' central passwords (`consultacliente`'s `contratoCentralSenha`), for the first
   * login on an SGP without the central API. Never cached, never part of a Customer.
   */
  async function listCentralPasswords(documentText: string): Promise<string[]> {
    const document = requireDocument(documentText);
    const json = await ctx.send({ path: "/api/ura/consultacliente/", form: { cpfcnpj: document }, listKey: "contratos" });
    return parseUpstream("sgp", centralPasswordsSchema, json).contratos.filter(Boolean);
  }

  return { findCustomer, findCustomerLive, findCustomerDetails, checkCentralPassword, listCentralPasswords };
}

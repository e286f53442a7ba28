import { z } from "zod";
import { normalizeDocument } from "@/lib/shared/br/document";
import { codeOrText, intId, nullableDate, nullableNum, text, textList } from "./primitives";
import { customerSince, personType, unique } from "./schemas";
import { CONTRACT_STATUS_TEXT, statusText } from "./status";
import type { Address, Contract, Customer, Service } from "./types";

/**
 * `/api/ura/consultacliente/` (docs/UPSTREAMS.md §1.2): one flat record per contract, with the
 * internet service's fields prefixed `servico_`. The portal reads it for what `/clientes/` does
 * not show (the service's group and Wi-Fi), and instead of `/clientes/` on an SGP that lacks that
 * module (docs/SGP-ENDPOINTS.md §1). It carries no service id: a service read from here has none.
 */
export const flatContractSchema = z
  .object({
    contratoId: intId,
    razaoSocial: text,
    cpfCnpj: text,
    contratoStatus: codeOrText,
    contratoStatusDisplay: text,
    motivo_status: text,
    dataCadastro: nullableDate,
    popId: nullableNum,
    planointernet: text,
    servico_plano: text,
    servico_login: text,
    servico_grupo: text,
    servico_wifi_ssid: text,
    servico_wifi_password: text,
    servico_wifi_channel: text,
    servico_wifi_ssid_5: text,
    servico_wifi_password_5: text,
    servico_wifi_channel_5: text,
    telefones: textList,
    emails: textList,
    endereco_logradouro: text,
    endereco_numero: text,
    endereco_bairro: text,
    endereco_cidade: text,
    endereco_uf: text,
    endereco_cep: text,
  })
  .transform((c) => ({
    id: c.contratoId,
    name: c.razaoSocial,
    document: normalizeDocument(c.cpfCnpj),
    status: statusText(c.contratoStatus ?? (c.contratoStatusDisplay || null), CONTRACT_STATUS_TEXT),
    statusReason: c.motivo_status,
    registeredOn: c.dataCadastro,
    popId: c.popId,
    phones: c.telefones,
    emails: c.emails,
    address: {
      street: c.endereco_logradouro,
      number: c.endereco_numero,
      district: c.endereco_bairro,
      city: c.endereco_cidade,
      state: c.endereco_uf,
      postalCode: c.endereco_cep,
      complement: "",
    } satisfies Address,
    internet: {
      plan: c.servico_plano || c.planointernet,
      login: c.servico_login,
      details: {
        group: c.servico_grupo,
        wifiSsid: c.servico_wifi_ssid,
        wifiChannel: c.servico_wifi_channel,
        wifiPassword: c.servico_wifi_password,
        wifiSsid5: c.servico_wifi_ssid_5,
        wifiChannel5: c.servico_wifi_channel_5,
        wifiPassword5: c.servico_wifi_password_5,
      },
    },
  }));

export type FlatContract = z.output<typeof flatContractSchema>;

/** `{msg, contratos: [...]}`; `{"contratos": []}` when nothing matches. */
export const consultaResponseSchema = z.object({ contratos: z.array(flatContractSchema) });

/**
 * The central passwords of the customer's contracts (`contratoCentralSenha`, docs/UPSTREAMS.md
 * §1.2), read apart from everything else so the secret never travels inside a Customer. Only the
 * first login of an SGP without `/api/central/contratos` needs them (lib/auth/login.ts).
 */
export const centralPasswordsSchema = z.object({
  contratos: z.array(z.object({ contratoCentralSenha: text }).transform((c) => c.contratoCentralSenha)),
});

/** The same secret by contract, for a central call about one contract (`extratouso`, lib/vendors/sgp/usage.ts). Never cached. */
export const centralPasswordByContractSchema = z.object({
  contratos: z.array(z.object({ contratoId: intId, contratoCentralSenha: text })),
});

type InternetDetails = FlatContract["internet"];

const hasInternet = (details: InternetDetails) => !!(details.plan || details.login);

/** The service a flat record describes, when it describes one; it has no id (docs/UPSTREAMS.md §1.2). */
function internetService(record: FlatContract): Service[] {
  const { internet } = record;
  if (!hasInternet(internet)) return [];
  return [
    {
      id: null,
      type: "internet",
      plan: { id: null, description: internet.plan },
      login: internet.login,
      ip: "",
      link: null,
      address: record.address,
      ...internet.details,
    },
  ];
}

/** A customer told by `consultacliente`'s flat contracts (at least one), for an SGP without `/clientes/`. */
export function customerFromFlatContracts(records: readonly FlatContract[], document: string): Customer {
  const [first] = records as [FlatContract, ...FlatContract[]];
  const contracts: Contract[] = records.map((record) => ({
    id: record.id,
    status: record.status,
    statusReason: record.statusReason,
    // consultacliente shows no due day (docs/UPSTREAMS.md §1.2).
    dueDay: null,
    registeredOn: record.registeredOn,
    popId: record.popId,
    address: record.address,
    services: internetService(record),
  }));
  const resolved = first.document || document;
  return {
    name: first.name,
    personType: personType("", resolved),
    document: resolved,
    registeredOn: customerSince(contracts),
    address: first.address,
    contacts: { phones: unique(...records.map((r) => r.phones)), mobiles: [], emails: unique(...records.map((r) => r.emails)) },
    contracts,
  };
}

/**
 * The customer with each contract's internet service completed by its flat record: group and
 * Wi-Fi. The record names the service by login; without a login match it completes the contract's
 * only internet service, and never guesses between several.
 */
export function withServiceDetails(customer: Customer, records: readonly FlatContract[]): Customer {
  return {
    ...customer,
    contracts: customer.contracts.map((contract) => {
      const record = records.find((r) => r.id === contract.id);
      if (!record || !hasInternet(record.internet)) return contract;
      const internet = contract.services.filter((s) => s.type === "internet");
      const target =
        internet.find((s) => record.internet.login && s.login === record.internet.login) ??
        (internet.length === 1 ? internet[0] : undefined);
      if (!target) return contract;
      return { ...contract, services: contract.services.map((s) => (s === target ? { ...s, ...record.internet.details } : s)) };
    }),
  };
}

import { formatDate, formatDocument } from "@/lib/shared/br";
import type { Address, Customer, Contract, Service } from "@/lib/vendors/sgp/types";
import { servicesMessages as m } from "./messages";
import type { BadgeView } from "@/lib/shared/tone";
import { contractStatusBadge } from "./status";

/**
 * What the services screen sends to the browser. Built field by field from an
 * allow-list so secrets of the subscriber system (Wi-Fi passwords, the central
 * password) never reach the first HTML: a password is fetched only on reveal.
 */
export type WifiBandView = { ssid: string; channel: string; hasPassword: boolean };

export type ServiceView = {
  /** Null for a service the SGP told without an id (lib/vendors/sgp/consulta.ts). */
  id: number | null;
  /** Unique on the page: the contract and the service (or its place in the contract). */
  key: string;
  plan: string;
  type: string;
  group: string;
  login: string;
  ip: string;
  wifi24: WifiBandView;
  wifi5: WifiBandView;
};

export type ContractView = {
  id: number;
  status: BadgeView;
  registeredOn: string;
  dueDay: string;
  address: string;
  services: ServiceView[];
};

export type ClientInfoView = {
  name: string;
  personType: string;
  document: string;
  registeredOn: string;
  address: string;
  phones: string[];
  mobiles: string[];
  emails: string[];
};

export type ServicesView = { client: ClientInfoView; contracts: ContractView[] };

const orNone = (value: string | null | undefined) => value?.trim() || m.none;

/** "Rua A, 10 - Casa 2, Centro, Campinas/SP, CEP 13000-000"; '-' when empty. */
export function formatAddress(address: Address): string {
  const street = [address.street, address.number].filter(Boolean).join(", ");
  const line = [street, address.complement].filter(Boolean).join(" - ");
  const city = [address.city, address.state].filter(Boolean).join("/");
  const parts = [line, address.district, city, address.postalCode && `CEP ${address.postalCode}`].filter(Boolean);
  return parts.length ? parts.join(", ") : m.none;
}

const SERVICE_TYPES: Readonly<Record<string, string>> = { internet: "Internet", tv: "TV" };

/**
 * What a screen shows for a type with no label: `blank` for none, and the type with a capital first
 * letter, as written or (`lowercase`) lowered first. The services and support screens say '-' and keep
 * 'TELEFONIA'; the dashboard says 'Outro' and shows 'Telefonia'.
 */
export type ServiceTypeFallback = { blank: string; lowercase?: boolean };

/** internet → Internet, tv → TV, anything else as `fallback` says. */
export function serviceTypeLabel(type: string, fallback: ServiceTypeFallback): string {
  const trimmed = type.trim();
  if (!trimmed) return fallback.blank;
  const known = SERVICE_TYPES[trimmed.toLowerCase()];
  if (known) return known;
  const word = fallback.lowercase ? trimmed.toLowerCase() : trimmed;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The fixed address, or 'Dinâmico' when the subscriber system has none. */
export function ipLabel(ip: string): string {
  return ip.trim() || m.service.dynamicIp;
}

function wifiBand(ssid: string, channel: string, password: string): WifiBandView {
  return { ssid: orNone(ssid), channel: orNone(channel), hasPassword: password !== "" };
}

export function toServiceView(service: Service, contractId: number, index = 0): ServiceView {
  return {
    id: service.id,
    key: `${contractId}-${service.id ?? `n${index}`}`,
    plan: orNone(service.plan.description),
    type: serviceTypeLabel(service.type, { blank: m.none }),
    group: orNone(service.group),
    login: orNone(service.login),
    ip: ipLabel(service.ip),
    wifi24: wifiBand(service.wifiSsid, service.wifiChannel, service.wifiPassword),
    wifi5: wifiBand(service.wifiSsid5, service.wifiChannel5, service.wifiPassword5),
  };
}

export function toContractView(contract: Contract): ContractView {
  return {
    id: contract.id,
    status: contractStatusBadge(contract.status),
    registeredOn: formatDate(contract.registeredOn),
    dueDay: contract.dueDay ? m.contract.dueDay(contract.dueDay) : m.none,
    address: formatAddress(contract.address),
    services: contract.services.map((service, index) => toServiceView(service, contract.id, index)),
  };
}

export function toServicesView(customer: Customer): ServicesView {
  return {
    client: {
      name: customer.name,
      personType: orNone(customer.personType),
      document: customer.document ? formatDocument(customer.document) : m.none,
      registeredOn: formatDate(customer.registeredOn),
      address: formatAddress(customer.address),
      phones: customer.contacts.phones,
      mobiles: customer.contacts.mobiles,
      emails: customer.contacts.emails,
    },
    contracts: customer.contracts.map(toContractView),
  };
}

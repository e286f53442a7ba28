import { describe, expect, it } from "vitest";
import { servicesMessages as m } from "@/lib/services/messages";
import { findOwnedService } from "@/lib/services/ownership";
import { contractStatusBadge } from "@/lib/services/status";
import { formatAddress, ipLabel, serviceTypeLabel, toServicesView } from "@/lib/services/view";
import { customerFromFlatContracts, flatContractSchema, withServiceDetails } from "@/lib/vendors/sgp/consulta";
import { customerSchema } from "@/lib/vendors/sgp/schemas";
import type { Customer } from "@/lib/vendors/sgp/types";
import { createDataset } from "@/sandbox/sgp/dataset";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { customerView, flatContractView } from "@/sandbox/sgp/views";

const NOW = new Date("2026-11-22T15:00:00Z");
const data = createDataset(NOW);

const flat = (document: string) => {
  const customer = data.customers.find((c) => c.cpfcnpj === document)!;
  return customer.contratos.map((k) => flatContractSchema.parse(flatContractView(customer, k, data)));
};

/**
 * A demo customer as the services screen sees it: the sandbox's /clientes/ answer (with the
 * connection) through the client schema, completed by its consultacliente records.
 */
function client(document: string): Customer {
  const customer = data.customers.find((c) => c.cpfcnpj === document)!;
  return withServiceDetails(customerSchema.parse(customerView(customer, data, NOW, true)), flat(document));
}

describe("contract status badge (docs/SPEC.md §4)", () => {
  it.each([
    ["ativo", "Ativo", "success"],
    ["Ativa", "Ativa", "success"],
    ["suspenso", "Suspenso", "warning"],
    ["SUSPENSA", "SUSPENSA", "warning"],
    [" Cancelado", "Cancelado", "danger"],
    ["cancelada ", "Cancelada", "danger"],
    ["inviabilidade técnica", "Inviabilidade técnica", "neutral"],
    ["", "-", "neutral"],
  ])("%j → %s (%s)", (status, label, tone) => {
    expect(contractStatusBadge(status)).toEqual({ label, tone });
  });
});

describe("service fields", () => {
  it("IP is the fixed address or 'Dinâmico'", () => {
    expect(ipLabel("177.38.12.45")).toBe("177.38.12.45");
    expect(ipLabel("  ")).toBe(m.service.dynamicIp);
  });

  it("type labels", () => {
    const services = { blank: m.none };
    expect(serviceTypeLabel("internet", services)).toBe("Internet");
    expect(serviceTypeLabel("TV", services)).toBe("TV");
    expect(serviceTypeLabel("telefonia", services)).toBe("Telefonia");
    expect(serviceTypeLabel("TELEFONIA", services)).toBe("TELEFONIA");
    expect(serviceTypeLabel("", services)).toBe("-");
  });

  it("addresses join what is present", () => {
    expect(
      formatAddress({
        street: "Rua A",
        number: "10",
        complement: "Casa 2",
        district: "Centro",
        city: "Campinas",
        state: "SP",
        postalCode: "13000-000",
      }),
    ).toBe("Rua A, 10 - Casa 2, Centro, Campinas/SP, CEP 13000-000");
    expect(formatAddress({ street: "Rua B", number: "", complement: "", district: "", city: "Campinas", state: "", postalCode: "" })).toBe(
      "Rua B, Campinas",
    );
    expect(formatAddress({ street: "", number: "", complement: "", district: "", city: "", state: "", postalCode: "" })).toBe("-");
  });
});

describe("services view", () => {
  it("the company: client block and both contracts with their badges and services", () => {
    const view = toServicesView(client(DEMO_CUSTOMERS.empresa.document));
    expect(view.client).toMatchObject({
      name: DEMO_CUSTOMERS.empresa.name,
      personType: "Pessoa Jurídica",
      document: "11.222.333/0001-81",
      phones: ["(19) 3232-9000", "(19) 3232-9001"],
      emails: ["financeiro@exemplotelecom.example", "ti@exemplotelecom.example"],
    });
    expect(view.client.registeredOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(view.client.address).toBe("Rua Barão de Jaguara, 1200 - Sala 801, Centro, Campinas/SP, CEP 13015-002");
    expect(view.contracts.map((c) => [c.id, c.status.label, c.status.tone, c.dueDay])).toEqual([
      [DEMO_CONTRACTS.empresaAtivo, "Ativo", "success", "Dia 20"],
      [DEMO_CONTRACTS.empresaSuspenso, "Suspenso", "warning", "Dia 20"],
    ]);
    const [matriz, tv] = view.contracts[0]!.services;
    expect(matriz).toMatchObject({
      id: 30301,
      plan: "Fibra Empresarial 1 Giga",
      type: "Internet",
      group: "corporativo",
      login: "exemplotelecom.matriz",
      ip: "200.150.10.20",
      wifi24: { ssid: "EXEMPLO_CORP", channel: "1", hasPassword: true },
      wifi5: { ssid: "EXEMPLO_CORP_5G", channel: "149", hasPassword: true },
    });
    expect(tv).toMatchObject({ type: "TV", login: "-", ip: m.service.dynamicIp, wifi24: { ssid: "-", hasPassword: false } });
    expect(view.contracts[1]!.services[0]).toMatchObject({ ip: m.service.dynamicIp, wifi5: { hasPassword: false } });
  });

  it("carries no password of the subscriber system", () => {
    for (const demo of Object.values(DEMO_CUSTOMERS)) {
      const raw = client(demo.document);
      const json = JSON.stringify(toServicesView(raw));
      const sandbox = data.customers.find((c) => c.cpfcnpj === demo.document)!;
      const secrets = [
        ...sandbox.contratos.map((c) => c.contratoCentralSenha),
        ...raw.contracts.flatMap((c) => c.services.flatMap((s) => [s.wifiPassword, s.wifiPassword5])),
      ];
      for (const secret of secrets.filter(Boolean)) expect(json, demo.name).not.toContain(secret!);
    }
  });

  it("a cancelled contract keeps its badge", () => {
    const view = toServicesView(client(DEMO_CUSTOMERS.ana.document));
    expect(view.contracts.map((c) => c.status)).toEqual([{ label: "Cancelado", tone: "danger" }]);
  });
});

describe("a customer told by consultacliente alone (an SGP without /clientes/)", () => {
  it("has its contracts, their internet service without an id, and the Wi-Fi", () => {
    const view = toServicesView(customerFromFlatContracts(flat(DEMO_CUSTOMERS.empresa.document), DEMO_CUSTOMERS.empresa.digits));
    expect(view.client).toMatchObject({ name: DEMO_CUSTOMERS.empresa.name, personType: "Pessoa Jurídica", document: "11.222.333/0001-81" });
    expect(view.contracts.map((c) => [c.id, c.status.label, c.dueDay])).toEqual([
      [DEMO_CONTRACTS.empresaAtivo, "Ativo", "-"],
      [DEMO_CONTRACTS.empresaSuspenso, "Suspenso", "-"],
    ]);
    expect(view.contracts[0]!.services).toEqual([
      expect.objectContaining({
        id: null,
        plan: "Fibra Empresarial 1 Giga",
        login: "exemplotelecom.matriz",
        group: "corporativo",
        wifi5: { ssid: "EXEMPLO_CORP_5G", channel: "149", hasPassword: true },
      }),
    ]);
    const owned = findOwnedService(customerFromFlatContracts(flat(DEMO_CUSTOMERS.empresa.document), ""), DEMO_CONTRACTS.empresaAtivo, null);
    expect(owned?.service.wifiPassword).toBe("Corp#2023!");
  });
});

describe("service ownership", () => {
  const empresa = client(DEMO_CUSTOMERS.empresa.document);

  it("finds a service of one of the customer's contracts", () => {
    expect(findOwnedService(empresa, DEMO_CONTRACTS.empresaSuspenso, 30303)?.service.login).toBe("exemplotelecom.filial");
  });

  it("refuses another customer's contract and a service of another of the customer's contracts", () => {
    expect(findOwnedService(empresa, DEMO_CONTRACTS.maria, 30101)).toBeNull();
    expect(findOwnedService(empresa, DEMO_CONTRACTS.empresaAtivo, 30303)).toBeNull();
    expect(findOwnedService(empresa, DEMO_CONTRACTS.empresaAtivo, 99999)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { UpstreamInvalidResponseError } from "@/lib/upstream/errors";
import { parseUpstream } from "@/lib/upstream/http";
import { replaceNullHost, reshapeInvoice } from "@/lib/sgp/reshape";
import { serviceOrderSchema, ticketReasonsResponseSchema } from "@/lib/sgp/order-schemas";
import { customerSchema, firstClientSchema, invoiceSchema } from "@/lib/sgp/schemas";
import { isContractCancelled, isServiceActive, isServiceBlocked, serviceStatusCode } from "@/lib/sgp/status";

const BASE = "https://isp.sgp.example";

describe("replaceNullHost", () => {
  it.each([
    ["null/boleto/73103-VWI6/", `${BASE}/boleto/73103-VWI6/`],
    ["https://null/public/cobranca/73103-VWI6/", `${BASE}/public/cobranca/73103-VWI6/`],
    ["http://null/boleto/1/", `${BASE}/boleto/1/`],
    ["NULL/boleto/1/", `${BASE}/boleto/1/`],
    ["/boleto/1/", `${BASE}/boleto/1/`],
    ["https://snitelecom.sgp.net.br/boleto/1/", "https://snitelecom.sgp.net.br/boleto/1/"],
    ["https://nullify.example/boleto/1/", "https://nullify.example/boleto/1/"],
  ])("%s → %s", (link, expected) => {
    expect(replaceNullHost(link, BASE)).toBe(expected);
    expect(replaceNullHost(link, `${BASE}/`)).toBe(expected);
  });

  it("a bare placeholder or nothing is no link", () => {
    expect(replaceNullHost("null", BASE)).toBeNull();
    expect(replaceNullHost("https://null", BASE)).toBeNull();
    expect(replaceNullHost(null, BASE)).toBeNull();
    expect(replaceNullHost("", BASE)).toBeNull();
  });
});

describe("invoice parsing", () => {
  const raw = {
    id: "50101",
    numeroDocumento: 880001,
    clienteContrato: "20101",
    status: null,
    dataVencimento: "2026-05-10 00:00:00",
    dataEmissao: "20/04/2026",
    dataPagamento: "",
    valor: "119.90",
    valorCorrigido: "123,45",
    valorPago: null,
    linhadigitavel: "75691.33510 01192.467205 00031.600018 4 14520000031995",
    codigopix: "000201…",
    demonstrativo: null,
    portador: "Banco Sicoob",
    link: "null/boleto/1/",
    link_cobranca: "https://null/public/cobranca/1/",
    campoDesconhecido: { qualquer: true },
  };

  it("coerces numbers, normalizes dates, reads lowercase aliases and fixes links", () => {
    const invoice = reshapeInvoice(parseUpstream("sgp", invoiceSchema, raw), BASE, "open");
    expect(invoice).toEqual({
      id: 50101,
      documentNumber: "880001",
      contractId: 20101,
      status: "aberto",
      dueDate: "2026-05-10",
      issuedOn: "2026-04-20",
      paidOn: null,
      amount: 119.9,
      amountDue: 123.45,
      amountPaid: null,
      discount: 0,
      daysOverdue: null,
      statement: "",
      collector: "Banco Sicoob",
      digitableLine: "75691.33510 01192.467205 00031.600018 4 14520000031995",
      barcode: "",
      pixCode: "000201…",
      link: `${BASE}/boleto/1/`,
      chargeLink: `${BASE}/public/cobranca/1/`,
    });
  });

  it("falls back to valor when valorCorrigido is absent, and maps numeric status codes", () => {
    const invoice = parseUpstream("sgp", invoiceSchema, { ...raw, valorCorrigido: undefined, status: 2 });
    expect(invoice.amountDue).toBe(119.9);
    expect(invoice.status).toBe("pago");
  });

  it("reads a catalogue reference where text is expected", () => {
    expect(parseUpstream("sgp", invoiceSchema, { ...raw, portador: { id: 3, descricao: "Banco Sicoob" } }).collector).toBe("Banco Sicoob");
    expect(() => parseUpstream("sgp", invoiceSchema, { ...raw, portador: { id: 3 } })).toThrow(
      expect.objectContaining({ field: "portador" }),
    );
  });

  it("names a missing or unreadable required field", () => {
    expect(() => parseUpstream("sgp", invoiceSchema, { ...raw, dataVencimento: undefined })).toThrow(
      expect.objectContaining({ field: "dataVencimento" }),
    );
    expect(() => parseUpstream("sgp", invoiceSchema, { ...raw, id: "abc" })).toThrow(UpstreamInvalidResponseError);
    expect(() => parseUpstream("sgp", invoiceSchema, { ...raw, valor: "x", valorCorrigido: "x" })).toThrow(
      expect.objectContaining({ field: "valorCorrigido" }),
    );
  });
});

describe("client parsing", () => {
  const raw = {
    id: "1003",
    nome: "  Exemplo Telecom Comércio Ltda ",
    cpfcnpj: "11.222.333/0001-81",
    data_cadastro: "2022-01-05",
    endereco: null,
    celular: "(19) 99100-4500",
    email: "ti@example.com",
    contatos: { telefones: ["(19) 3232-9000", null, ""], celulares: ["(19) 99100-4500"], emails: "fin@example.com" },
    contratos: [
      {
        contratoId: "20302",
        contratoStatus: 4,
        vencimento: "20",
        servicos: [{ id: 30303, status: "4", tipo: "INTERNET", plano: "Fibra 300 Mega", ip: null }],
      },
      { id: 20301, status: " Cancelado", vencimento: "2026-05-15", servicos: null },
    ],
  };

  it("derives the type from the document, merges contact lists and tolerates loose types", () => {
    const client = parseUpstream("sgp", customerSchema, raw);
    expect(client).toMatchObject({
      id: 1003,
      name: "Exemplo Telecom Comércio Ltda",
      personType: "Pessoa Jurídica",
      document: "11222333000181",
      registeredOn: "2022-01-05",
      address: { street: "", number: "", district: "", city: "", state: "", postalCode: "", complement: "" },
      contacts: {
        phones: ["(19) 3232-9000"],
        mobiles: ["(19) 99100-4500"],
        emails: ["fin@example.com", "ti@example.com"],
      },
    });
    const [suspended, cancelled] = client.contracts;
    expect(suspended).toMatchObject({ id: 20302, status: "suspenso", dueDay: 20 });
    expect(suspended!.services[0]).toMatchObject({ status: 4, type: "internet", plan: { description: "Fibra 300 Mega" }, ip: "" });
    expect(cancelled).toMatchObject({ id: 20301, status: "cancelado", dueDay: 15, services: [] });
  });

  it("maps the SGP's person codes", () => {
    expect(parseUpstream("sgp", customerSchema, { ...raw, tipo: "F" }).personType).toBe("Pessoa Física");
    expect(parseUpstream("sgp", customerSchema, { ...raw, tipo: "J" }).personType).toBe("Pessoa Jurídica");
    expect(parseUpstream("sgp", customerSchema, { ...raw, cpfcnpj: "529.982.247-25" }).personType).toBe("Pessoa Física");
  });

  it("names the missing field with its path", () => {
    const withoutName = { clientes: [{ ...raw, nome: undefined }] };
    expect(() => parseUpstream("sgp", firstClientSchema, withoutName)).toThrow(
      expect.objectContaining({ field: "clientes.0.nome" }),
    );
    const badContract = { clientes: [{ ...raw, contratos: [{ status: "ativo" }] }] };
    expect(() => parseUpstream("sgp", firstClientSchema, badContract)).toThrow(
      expect.objectContaining({ field: "clientes.0.contratos.0.id" }),
    );
  });

  it("reads only the first client, whatever follows", () => {
    const parsed = parseUpstream("sgp", firstClientSchema, { clientes: [raw, { broken: true }] });
    expect(parsed.clientes[0].name).toBe("Exemplo Telecom Comércio Ltda");
  });
});

describe("service orders and motives", () => {
  it("maps numeric order statuses and pads times", () => {
    const order = parseUpstream("sgp", serviceOrderSchema, {
      id: "7",
      protocolo: 2605071234,
      status: 2,
      motivo: { id: 6, descricao: "REPARO" },
      hora_cadastro: "8:05",
      tecnicos_auxiliares: "tecnico1",
    });
    expect(order).toMatchObject({
      id: 7,
      number: "2605071234",
      status: "em execução",
      reason: "REPARO",
      openedTime: "08:05",
      assistantTechnicians: ["tecnico1"],
    });
  });

  it("reads the ativo flag in its spellings, absent meaning active", () => {
    const motives = parseUpstream("sgp", ticketReasonsResponseSchema, {
      motivos: [
        { id: 1, descricao: "A", ativo: true },
        { id: 2, descricao: "B", ativo: "N" },
        { id: 3, descricao: "C", ativo: 0 },
        { id: 4, nome: "D", ativo: "1" },
        { id: 5, descricao: "E" },
      ],
    });
    expect(motives.map((m) => [m.id, m.description, m.active])).toEqual([
      [1, "A", true],
      [2, "B", false],
      [3, "C", false],
      [4, "D", true],
      [5, "E", true],
    ]);
  });
});

describe("status codes", () => {
  it("service codes from numbers and text (docs/SPEC.md §9: 1 and 7 active, 4 blocked)", () => {
    expect(serviceStatusCode(1)).toBe(1);
    expect(serviceStatusCode("Ativo")).toBe(1);
    expect(serviceStatusCode("ativo com velocidade reduzida")).toBe(7);
    expect(serviceStatusCode("Suspenso")).toBe(4);
    expect(serviceStatusCode("bloqueado")).toBe(4);
    expect(serviceStatusCode("Inativo")).toBe(2);
    expect(serviceStatusCode(null)).toBeNull();
    expect(isServiceActive({ status: 7 })).toBe(true);
    expect(isServiceActive({ status: 4 })).toBe(false);
    expect(isServiceBlocked({ status: "suspenso" })).toBe(true);
    expect(isContractCancelled({ status: "cancelado" })).toBe(true);
    expect(isContractCancelled({ status: "ativo" })).toBe(false);
  });
});

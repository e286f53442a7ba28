import { describe, expect, it } from "vitest";
import { UpstreamInvalidResponseError } from "@/lib/platform/upstream/errors";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { replaceNullHost, reshapeInvoice } from "@/lib/vendors/sgp/reshape";
import { serviceOrderSchema, ticketReasonsResponseSchema } from "@/lib/vendors/sgp/order-schemas";
import { customerSchema, firstClientSchema, invoiceSchema } from "@/lib/vendors/sgp/schemas";
import { isContractCancelled, isContractInService, isSuspendedForNonPayment } from "@/lib/vendors/sgp/status";

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

describe("client parsing (/api/ura/clientes/, the fields docs/UPSTREAMS.md §1.1 shows)", () => {
  const raw = {
    nome: "  Exemplo Telecom Comércio Ltda ",
    cpfcnpj: "11.222.333/0001-81",
    endereco: null,
    celular: "(19) 99100-4500",
    telefones: ["(19) 3232-9001"],
    contatos: { telefones: ["(19) 3232-9000", null, ""], celulares: ["(19) 99100-4500"], emails: "fin@example.com" },
    contratos: [
      {
        id: "20302",
        status: "Suspenso",
        motivo_status: "Financeiro",
        vencimento: "20",
        dataCadastro: "2023-02-01",
        servicos: [
          {
            id: 30303,
            tipo: "INTERNET",
            plano: { id: 12, descricao: "Fibra 300 Mega" },
            onu: { conexao: { status: "online", ip: "100.64.0.10" } },
          },
        ],
      },
      { id: 20301, status: " Cancelado", vencimento: "2026-05-15", dataCadastro: "2022-01-05", servicos: null },
    ],
  };

  it("derives the type from the document, merges contact lists and tolerates loose types", () => {
    const client = parseUpstream("sgp", customerSchema, raw);
    expect(client).toMatchObject({
      name: "Exemplo Telecom Comércio Ltda",
      personType: "Pessoa Jurídica",
      document: "11222333000181",
      address: { street: "", number: "", district: "", city: "", state: "", postalCode: "", complement: "" },
      contacts: {
        phones: ["(19) 3232-9000", "(19) 3232-9001"],
        mobiles: ["(19) 99100-4500"],
        emails: ["fin@example.com"],
      },
    });
    const [suspended, cancelled] = client.contracts;
    expect(suspended).toMatchObject({ id: 20302, status: "suspenso", statusReason: "Financeiro", dueDay: 20 });
    expect(suspended!.services[0]).toMatchObject({
      id: 30303,
      type: "internet",
      plan: { id: 12, description: "Fibra 300 Mega" },
      ip: "100.64.0.10",
      group: "",
      wifiSsid: "",
    });
    expect(cancelled).toMatchObject({ id: 20301, status: "cancelado", dueDay: 15, services: [] });
  });

  it("dates the customer by its first contract: the SGP shows no date of the client itself", () => {
    expect(parseUpstream("sgp", customerSchema, raw).registeredOn).toBe("2022-01-05");
    expect(parseUpstream("sgp", customerSchema, { ...raw, contratos: [] }).registeredOn).toBeNull();
  });

  it("reads no field another endpoint or no reference shows", () => {
    const other = {
      ...raw,
      razaoSocial: "Outro Nome",
      email: "outro@example.com",
      dataCadastro: "2000-01-01",
      contratos: [
        {
          contratoId: 1,
          contratoStatus: 1,
          contratoCentralSenha: "segredo",
          servicos: [{ id: 1, status: 4, wifi_ssid: "X", ip: "1.2.3.4" }],
        },
      ],
    };
    const client = parseUpstream("sgp", customerSchema, { ...other, nome: "Cliente", contratos: [{ ...other.contratos[0], id: 9 }] });
    expect(client.contacts.emails).toEqual(["fin@example.com"]);
    expect(client.registeredOn).toBeNull();
    expect(client.contracts[0]).toEqual(expect.not.objectContaining({ centralPassword: expect.anything() }));
    expect(client.contracts[0]).toMatchObject({ id: 9, status: "" });
    expect(client.contracts[0]!.services[0]).toMatchObject({ wifiSsid: "", ip: "" });
    expect(client.contracts[0]!.services[0]).not.toHaveProperty("status");
    expect(() => parseUpstream("sgp", customerSchema, { ...other, nome: undefined })).toThrow(expect.objectContaining({ field: "nome" }));
  });

  it("maps the SGP's person codes", () => {
    expect(parseUpstream("sgp", customerSchema, { ...raw, tipo: "F" }).personType).toBe("Pessoa Física");
    expect(parseUpstream("sgp", customerSchema, { ...raw, tipo: "J" }).personType).toBe("Pessoa Jurídica");
    expect(parseUpstream("sgp", customerSchema, { ...raw, cpfcnpj: "529.982.247-25" }).personType).toBe("Pessoa Física");
  });

  it("names the missing field with its path", () => {
    const withoutName = { clientes: [{ ...raw, nome: undefined }] };
    expect(() => parseUpstream("sgp", firstClientSchema, withoutName)).toThrow(expect.objectContaining({ field: "clientes.0.nome" }));
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
  it("maps numeric order statuses and pads times, reading the fields of docs/UPSTREAMS.md §1.5 only", () => {
    const order = parseUpstream("sgp", serviceOrderSchema, {
      id: "7",
      ocorrencia: 2605071234,
      protocolo: "outro",
      status: 2,
      motivo: { id: 6, descricao: "REPARO" },
      hora_finalizacao: "8:05",
      conteudo: "não documentado aqui",
      tecnicos_auxiliares: "tecnico1",
    });
    expect(order).toEqual({
      id: 7,
      number: "2605071234",
      status: "em execução",
      reason: "REPARO",
      type: "",
      contractId: null,
      contractStatus: "",
      customerName: "",
      openedDate: null,
      scheduledDate: null,
      closedDate: null,
      closedTime: "08:05",
      assignee: "",
      openedBy: "",
      assistantTechnicians: ["tecnico1"],
    });
  });

  it("reads the ativo flag in its spellings, absent meaning active", () => {
    const motives = parseUpstream("sgp", ticketReasonsResponseSchema, {
      motivos: [
        { id: 1, descricao: "A", ativo: true },
        { id: 2, descricao: "B", ativo: "N" },
        { id: 3, descricao: "C", ativo: 0 },
        { id: 4, descricao: "D", ativo: "1" },
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

  it("reads both catalogue shapes: {id, descricao} and {codigo, descricao}", () => {
    expect(parseUpstream("sgp", ticketReasonsResponseSchema, [{ id: "6", descricao: "REPARO" }])).toEqual([
      { id: 6, code: null, description: "REPARO", active: true },
    ]);
    expect(parseUpstream("sgp", ticketReasonsResponseSchema, [{ codigo: 106, descricao: "REPARO" }])).toEqual([
      { id: null, code: "106", description: "REPARO", active: true },
    ]);
    expect(() => parseUpstream("sgp", ticketReasonsResponseSchema, [{ descricao: "sem chave" }])).toThrow(UpstreamInvalidResponseError);
    expect(() => parseUpstream("sgp", ticketReasonsResponseSchema, [{ id: 1, nome: "só nome" }])).toThrow(UpstreamInvalidResponseError);
  });
});

describe("contract status (docs/UPSTREAMS.md §1.0: the SGP shows no status per service)", () => {
  it("tells a non-payment suspension from the others, and what counts as in service", () => {
    expect(isSuspendedForNonPayment({ status: "suspenso", statusReason: "Financeiro" })).toBe(true);
    expect(isSuspendedForNonPayment({ status: "suspenso", statusReason: "inadimplência" })).toBe(true);
    expect(isSuspendedForNonPayment({ status: "suspenso", statusReason: "Solicitação do cliente" })).toBe(false);
    expect(isSuspendedForNonPayment({ status: "ativo", statusReason: "Financeiro" })).toBe(false);
    expect(isContractInService({ status: "ativo" })).toBe(true);
    expect(isContractInService({ status: "ativo com velocidade reduzida" })).toBe(true);
    expect(isContractInService({ status: "suspenso" })).toBe(false);
    expect(isContractCancelled({ status: "cancelado" })).toBe(true);
    expect(isContractCancelled({ status: "ativo" })).toBe(false);
  });
});

import { identificarDataComNovoFator2025, validarBoleto } from "@mrmgomes/boleto-utils";
import { hasError, parsePix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { isValidDocument } from "@/lib/shared/br/document";
import { brazilDate } from "@/lib/vendors/sgp/dates";
import { createDataset } from "@/sandbox/sgp/dataset";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { boletoCodes } from "@/sandbox/sgp/payment-codes";

const NOW = new Date("2026-11-22T15:00:00Z");
const data = createDataset(NOW);
const day = (offset: number) => brazilDate(NOW, offset);
const customerOf = (doc: string) => data.customers.find((c) => c.cpfcnpj === doc)!;
const titlesOf = (doc: string, status: "aberto" | "pago") =>
  data.titulos.filter((t) => t.clienteId === customerOf(doc).id && t.status === status);

describe("SGP demo dataset (the README's table)", () => {
  it("documents are valid, distinct, and the unknown one is absent", () => {
    const docs = Object.values(DEMO_CUSTOMERS).map((c) => c.document);
    for (const doc of [...docs, UNKNOWN_DOCUMENT]) expect(isValidDocument(doc), doc).toBe(true);
    expect(data.customers.map((c) => c.cpfcnpj)).toEqual(expect.arrayContaining(docs));
    expect(data.customers.some((c) => c.cpfcnpj.replace(/\D/g, "") === UNKNOWN_DOCUMENT.replace(/\D/g, ""))).toBe(false);
  });

  it("names and central passwords match the table", () => {
    for (const demo of Object.values(DEMO_CUSTOMERS)) {
      const customer = customerOf(demo.document);
      expect(customer.nome).toBe(demo.name);
      for (const contract of customer.contratos) expect(contract.contratoCentralSenha).toBe(demo.password);
    }
  });

  it("Maria: one active contract, internet 1 with login, fixed IP and both Wi-Fi bands; 1 open due in 10 days; 4 paid", () => {
    const [contract, ...others] = customerOf(DEMO_CUSTOMERS.maria.document).contratos;
    expect(others).toHaveLength(0);
    expect(contract!.status).toBe("ativo");
    const internet = contract!.servicos[0]!;
    expect(internet).toMatchObject({ tipo: "Internet" });
    for (const field of [
      "login",
      "ip",
      "wifi_ssid",
      "wifi_channel",
      "wifi_password",
      "wifi_ssid_5",
      "wifi_channel_5",
      "wifi_password_5",
    ] as const) {
      expect(internet[field], field).not.toBe("");
    }
    const open = titlesOf(DEMO_CUSTOMERS.maria.document, "aberto");
    expect(open.map((t) => t.dataVencimento)).toEqual([day(10)]);
    expect(titlesOf(DEMO_CUSTOMERS.maria.document, "pago")).toHaveLength(4);
  });

  it("João: suspenso for non-payment, internet; two open invoices, one 15 days overdue; no promise yet", () => {
    const [contract] = customerOf(DEMO_CUSTOMERS.joao.document).contratos;
    expect(contract).toMatchObject({ id: DEMO_CONTRACTS.joao, status: "suspenso", motivo_status: "Financeiro", promessasPagamentoMes: 0 });
    expect(contract!.servicos.map((s) => s.tipo)).toEqual(["Internet"]);
    const open = titlesOf(DEMO_CUSTOMERS.joao.document, "aberto");
    expect(open).toHaveLength(2);
    expect(open.map((t) => t.dataVencimento)).toContain(day(-15));
  });

  it("Exemplo Telecom: company with an ativo (internet + tv) and a suspenso for non-payment (internet) contract; 1 open", () => {
    const company = customerOf(DEMO_CUSTOMERS.empresa.document);
    expect(company.tipo).toBe("Pessoa Jurídica");
    const [active, suspended] = company.contratos;
    expect(active!.status).toBe("ativo");
    expect(active!.servicos.map((s) => s.tipo)).toEqual(["Internet", "TV"]);
    expect(suspended).toMatchObject({ status: "suspenso", motivo_status: "Financeiro" });
    expect(suspended!.servicos.map((s) => s.tipo)).toEqual(["Internet"]);
    expect(titlesOf(DEMO_CUSTOMERS.empresa.document, "aberto")).toHaveLength(1);
  });

  it("Ana: only a cancelado contract; one open overdue invoice", () => {
    const ana = customerOf(DEMO_CUSTOMERS.ana.document);
    expect(ana.contratos.map((c) => c.status)).toEqual(["cancelado"]);
    const open = titlesOf(DEMO_CUSTOMERS.ana.document, "aberto");
    expect(open).toHaveLength(1);
    expect(open[0]!.dataVencimento < day(0)).toBe(true);
  });

  it("Carlos: active, no open invoice, 3 paid, orders aberta / em andamento / finalizada", () => {
    const carlos = customerOf(DEMO_CUSTOMERS.carlos.document);
    expect(carlos.contratos.map((c) => c.status)).toEqual(["ativo"]);
    expect(titlesOf(DEMO_CUSTOMERS.carlos.document, "aberto")).toHaveLength(0);
    expect(titlesOf(DEMO_CUSTOMERS.carlos.document, "pago")).toHaveLength(3);
    const orders = data.orders.filter((o) => o.contrato === DEMO_CONTRACTS.carlos);
    expect(orders.map((o) => o.status.toLowerCase()).sort()).toEqual(["aberta", "em andamento", "finalizada"]);
  });

  it("Rafael: active, a carnê of 24 open monthly invoices (the first due in 5 days), 2 paid", () => {
    const rafael = customerOf(DEMO_CUSTOMERS.rafael.document);
    expect(rafael.contratos.map((c) => [c.id, c.status])).toEqual([[DEMO_CONTRACTS.rafael, "ativo"]]);
    const open = titlesOf(DEMO_CUSTOMERS.rafael.document, "aberto").map((t) => t.dataVencimento);
    expect(open).toHaveLength(24);
    expect(open[0]).toBe(day(5));
    expect(open).toEqual([...open].sort());
    expect(titlesOf(DEMO_CUSTOMERS.rafael.document, "pago")).toHaveLength(2);
  });

  it("ids are distinct; paid invoices carry payment date and amount; some links use the null placeholder", () => {
    const contractIds = data.customers.flatMap((c) => c.contratos.map((k) => k.id));
    const serviceIds = data.customers.flatMap((c) => c.contratos.flatMap((k) => k.servicos.map((s) => s.id)));
    expect(new Set(contractIds).size).toBe(contractIds.length);
    expect(new Set(serviceIds).size).toBe(serviceIds.length);
    expect(new Set(data.titulos.map((t) => t.id)).size).toBe(data.titulos.length);
    expect(new Set(data.titulos.map((t) => t.numeroDocumento)).size).toBe(data.titulos.length);
    for (const t of data.titulos.filter((x) => x.status === "pago")) {
      expect(t.dataPagamento).not.toBeNull();
      expect(t.valorPago).toBe(t.valorCorrigido);
    }
    expect(data.titulos.some((t) => t.link.startsWith("null/"))).toBe(true);
    expect(data.titulos.some((t) => t.link_cobranca.startsWith("https://null/"))).toBe(true);
    expect(data.motives.some((m) => !m.ativo)).toBe(true);
  });

  it("dates follow the clock, so the dataset never goes stale", () => {
    const later = createDataset(new Date("2030-01-10T12:00:00Z"));
    const maria = later.titulos.find((t) => t.status === "aberto" && t.contrato === DEMO_CONTRACTS.maria)!;
    expect(maria.dataVencimento).toBe("2030-01-20");
  });
});

describe("payment codes of the demo titles", () => {
  it("rebuilds the real SGP/Sicoob line of docs/UPSTREAMS.md §1.4", () => {
    const codes = boletoCodes({ bank: "756", dueDate: "2026-05-20", amount: 319.95, campoLivre: "1335101192467200003160001" });
    expect(codes.linhaDigitavel).toBe("75691.33510 01192.467205 00031.600018 4 14520000031995");
    expect(codes.codigoBarras).toBe("75694145200000319951335101192467200003160001");
  });

  it("every linha digitável validates with an independent library, with its amount and due date", () => {
    for (const t of data.titulos) {
      const line = t.linhaDigitavel.replace(/\D/g, "");
      const result = validarBoleto(line);
      expect(result.sucesso, t.linhaDigitavel).toBe(true);
      expect(result.valor).toBeCloseTo(t.valorCorrigido, 2);
      expect(result.codigoBarras).toBe(t.codigoBarras);
      expect(identificarDataComNovoFator2025(line, "LINHA_DIGITAVEL").toISOString().slice(0, 10)).toBe(t.dataVencimento);
    }
  });

  it("open titles carry a PIX code that an independent BR Code parser accepts", () => {
    for (const t of data.titulos.filter((x) => x.status === "aberto")) {
      const pix = parsePix(t.codigoPix);
      expect(hasError(pix), t.codigoPix).toBe(false);
      if (!hasError(pix)) expect(pix).toMatchObject({ type: "STATIC", transactionAmount: t.valorCorrigido });
    }
  });
});

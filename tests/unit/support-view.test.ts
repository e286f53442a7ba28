import { describe, expect, it } from "vitest";
import { serviceOrderSchema } from "@/lib/vendors/sgp/order-schemas";
import { customerSchema } from "@/lib/vendors/sgp/schemas";
import { orderDateTime, orderStatusBadge, toOrderView, toServiceOptions } from "@/lib/support/view";
import { createDataset } from "@/sandbox/sgp/dataset";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { customerView, orderView } from "@/sandbox/sgp/views";

const NOW = new Date("2026-11-22T15:00:00Z");
const data = createDataset(NOW);

describe("service-order status badge (docs/SPEC.md §4)", () => {
  it.each([
    ["Aberto", "Aberto", "warning"],
    ["aberta", "Aberta", "warning"],
    ["PENDENTE", "PENDENTE", "severe"],
    ["Em andamento", "Em andamento", "info"],
    ["em  andamento ", "Em andamento", "info"],
    ["andamento", "Andamento", "info"],
    ["Finalizada", "Finalizada", "success"],
    ["resolvida", "Resolvida", "success"],
    ["Cancelada", "Cancelada", "danger"],
    ["encerrada", "Encerrada", "neutral"],
    ["Aguardando peça", "Aguardando peça", "neutral"],
  ])("%j → %s (%s)", (status, label, tone) => {
    expect(orderStatusBadge(status)).toEqual({ label, tone });
  });
});

describe("order dates", () => {
  it("joins the SGP's date and time in Brazil's format", () => {
    expect(orderDateTime("2026-11-21", "08:30:00")).toBe("21/11/2026 08:30");
    expect(orderDateTime("2026-11-21", null)).toBe("21/11/2026");
    expect(orderDateTime(null, "08:30")).toBe("-");
  });
});

describe("order view", () => {
  it("Carlos's finished order has every field of docs/SPEC.md §3 the SGP shows (docs/UPSTREAMS.md §1.5)", () => {
    const raw = orderView(data.orders.find((o) => o.id === 5512)!);
    const view = toOrderView(serviceOrderSchema.parse(raw));
    expect(view).toEqual({
      id: 5512,
      protocolo: raw.ocorrencia,
      motivo: "Troca de senha do Wi-Fi",
      status: { label: "Finalizada", tone: "success" },
      tipo: "Suporte Técnico",
      contrato: String(DEMO_CONTRACTS.carlos),
      contratoStatus: "Ativo",
      abertura: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      agendamento: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      finalizacao: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} 11:05$/),
      responsavel: "EQUIPE A",
      tecnicosAuxiliares: [],
    });
  });

  it("absent values show '-'", () => {
    const view = toOrderView(serviceOrderSchema.parse({ id: 1, status: 0 }));
    expect(view).toMatchObject({ protocolo: "-", motivo: "-", status: { label: "Aberta", tone: "warning" }, contrato: "-", abertura: "-" });
  });
});

describe("service options", () => {
  it("one per service of every contract, valued contract-service", () => {
    const customer = data.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.empresa.document)!;
    const options = toServiceOptions(customerSchema.parse(customerView(customer, data, NOW, false)));
    expect(options).toEqual([
      { value: "20301-30301", label: "Contrato 20301 - Fibra Empresarial 1 Giga (Internet)" },
      { value: "20301-30302", label: "Contrato 20301 - TV Empresarial HD (TV)" },
      { value: "20302-30303", label: "Contrato 20302 - Fibra 300 Mega (Internet)" },
    ]);
  });

  it("a service the SGP told without an id leaves the second part empty", () => {
    const customer = { contracts: [{ id: 20101, services: [{ id: null, type: "internet", plan: { id: null, description: "Fibra" } }] }] };
    expect(toServiceOptions(customer as never)).toEqual([{ value: "20101-", label: "Contrato 20101 - Fibra (Internet)" }]);
  });
});

import { describe, expect, it } from "vitest";
import { accountStatus, activeServices, dueDayCard } from "@/lib/billing/invoices/dashboard";
import { firstName } from "@/lib/auth/session-customer";
import { serviceTypeLabel } from "@/lib/services/view";
import { dashboardMessages, invoiceMessages } from "@/lib/billing/invoices/messages";
import { invoiceNumber, invoiceState, isOverdue, nextOpenInvoice, openInvoices } from "@/lib/billing/invoices/rules";
import { dueDaysText, invoiceLabel, INVOICE_STATE_BADGE, paidInvoicesNewestFirst, toOpenInvoiceView } from "@/lib/billing/invoices/view";
import type { Customer, Contract, Invoice, Service } from "@/lib/vendors/sgp/types";

// 2026-03-10 10:00 in São Paulo; 01:30 UTC on the 11th is still the 10th there.
const now = new Date("2026-03-10T13:00:00Z");
const lateEvening = new Date("2026-03-11T01:30:00Z");

function invoice(overrides: Partial<Invoice>): Invoice {
  return {
    id: 1,
    documentNumber: "880001",
    contractId: 20101,
    status: "aberto",
    dueDate: "2026-03-20",
    issuedOn: "2026-03-01",
    paidOn: null,
    amount: 119.9,
    amountDue: 119.9,
    amountPaid: null,
    daysOverdue: null,
    statement: "Mensalidade 03/2026",
    collector: "Banco Sicoob",
    digitableLine: "",
    barcode: "",
    pixCode: "",
    link: "https://sgp.example/boleto/1/",
    chargeLink: "https://sgp.example/public/cobranca/1/",
    ...overrides,
  };
}

describe("invoice status and days text", () => {
  it("counts days in São Paulo: future, tomorrow, today, overdue", () => {
    expect(dueDaysText("2026-03-20", now)).toBe("Vence em 10 dias");
    expect(dueDaysText("2026-03-11", now)).toBe("Vence amanhã");
    expect(dueDaysText("2026-03-10", now)).toBe("Vence hoje");
    expect(dueDaysText("2026-03-10", lateEvening)).toBe("Vence hoje");
    expect(dueDaysText("2026-03-09", now)).toBe("Vencida há 1 dia");
    expect(dueDaysText("2026-02-23", now)).toBe("Vencida há 15 dias");
    expect(dueDaysText("31/02/2026", now)).toBe("");
  });

  it("overdue means due before today; due today is still open", () => {
    expect(isOverdue("2026-03-09", now)).toBe(true);
    expect(isOverdue("2026-03-10", now)).toBe(false);
    expect(invoiceState(invoice({ dueDate: "2026-03-09" }), now)).toBe("overdue");
    expect(invoiceState(invoice({ dueDate: "2026-03-10" }), now)).toBe("open");
    expect(invoiceState(invoice({ status: "pago", dueDate: "2026-01-01" }), now)).toBe("paid");
    expect(INVOICE_STATE_BADGE.overdue).toEqual({ label: "Vencida", tone: "danger" });
    expect(INVOICE_STATE_BADGE.open.label).toBe("Em Aberto");
  });

  it("the next invoice is the earliest aberto one; other statuses never count as open", () => {
    const list = [
      invoice({ id: 3, dueDate: "2026-04-10" }),
      invoice({ id: 2, dueDate: "2026-02-10", status: "cancelado" }),
      invoice({ id: 1, dueDate: "2026-03-10" }),
      invoice({ id: 4, dueDate: "2026-01-10", status: "pago" }),
    ];
    expect(nextOpenInvoice(list)?.id).toBe(1);
    expect(openInvoices(list).map((i) => i.id)).toEqual([1, 3]);
    expect(nextOpenInvoice([invoice({ status: "pago" })])).toBeNull();
  });

  it("recent payments: most recently paid first, limited, with the amount paid", () => {
    const list = [
      invoice({ id: 1, status: "pago", paidOn: "2026-01-08", amountPaid: 119.9 }),
      invoice({ id: 2, status: "pago", paidOn: "2026-03-08", amountPaid: 120.5 }),
      invoice({ id: 3, status: "pago", paidOn: null, dueDate: "2026-02-10", amountPaid: null, amountDue: 99 }),
      invoice({ id: 4, status: "pago", paidOn: "2025-12-08" }),
      invoice({ id: 5, status: "aberto" }),
    ];
    const paid = paidInvoicesNewestFirst(list, 3);
    expect(paid.map((p) => p.id)).toEqual([2, 3, 1]);
    expect(paid[1]).toMatchObject({ amountPaid: 99, paymentDate: null, chargeLink: "https://sgp.example/public/cobranca/1/" });
    expect(paidInvoicesNewestFirst(list)).toHaveLength(4);
  });

  it("names an invoice by its description, else its number, else its id", () => {
    expect(invoiceLabel(invoice({}))).toBe("Mensalidade 03/2026");
    expect(invoiceLabel(invoice({ statement: "" }))).toBe("Fatura 880001");
    expect(invoiceNumber(invoice({ documentNumber: "", id: 72501 }))).toBe("72501");
  });

  it("an open invoice's view: the portal's has the issue date and payment link, the public one only the spec's fields", () => {
    const overdue = invoice({ dueDate: "2026-03-05", amountDue: 121.3, chargeLink: "https://sgp.example/pay/1" });
    const portal = toOpenInvoiceView(overdue, { audience: "portal", hasCachedBoleto: true, now });
    expect(portal).toEqual({
      id: 1,
      documentNumber: "880001",
      title: "Mensalidade 03/2026",
      statement: "Mensalidade 03/2026",
      dueDate: "2026-03-05",
      formattedDueDate: "05/03/2026",
      dueText: "Vencida há 5 dias",
      issuedOn: "01/03/2026",
      amount: 121.3,
      collector: "Banco Sicoob",
      state: "overdue",
      hasCachedBoleto: true,
      processing: false,
      paymentLink: "https://sgp.example/pay/1",
    });
    expect(toOpenInvoiceView(overdue, { audience: "portal", hasCachedBoleto: false, processing: true, now }).processing).toBe(true);
    expect(toOpenInvoiceView(invoice({ chargeLink: null }), { audience: "portal", hasCachedBoleto: false, now }).paymentLink).toBe(
      "https://sgp.example/boleto/1/",
    );
    const publicView = toOpenInvoiceView(overdue, { audience: "public", hasCachedBoleto: false, now });
    expect(publicView).toEqual({ ...portal, issuedOn: null, paymentLink: null, hasCachedBoleto: false });
    expect(toOpenInvoiceView(invoice({}), { audience: "public", hasCachedBoleto: false, now }).state).toBe("open");
  });
});

function service(overrides: Partial<Service>): Service {
  return {
    id: 1,
    type: "internet",
    group: "fibra",
    plan: { id: 1, description: "Fibra 500 Mega" },
    login: "",
    ip: "",
    link: null,
    wifiSsid: "",
    wifiChannel: "",
    wifiPassword: "",
    wifiSsid5: "",
    wifiChannel5: "",
    wifiPassword5: "",
    address: { street: "", number: "", district: "", city: "", state: "", postalCode: "", complement: "" },
    ...overrides,
  };
}

function contract(overrides: Partial<Contract>): Contract {
  return {
    id: 20101,
    status: "ativo",
    statusReason: "",
    dueDay: 10,
    registeredOn: null,
    popId: null,
    address: service({}).address,
    services: [],
    ...overrides,
  };
}

const customer = (contracts: Contract[]): Pick<Customer, "contracts"> => ({ contracts });

describe("dashboard cards", () => {
  it("'Vencimento': the first contract's due day every month, or '-'", () => {
    expect(dueDayCard(customer([contract({ dueDay: 10 }), contract({ dueDay: 25 })]))).toEqual({ value: "Dia 10", detail: "Todo mês" });
    expect(dueDayCard(customer([contract({ dueDay: null })]))).toEqual({ value: "-" });
    expect(dueDayCard(customer([]))).toEqual({ value: "-" });
  });

  it("'Status Conta' follows the first contract only", () => {
    expect(accountStatus(customer([contract({ status: "ativo" }), contract({ status: "suspenso" })]))).toBe("online");
    expect(accountStatus(customer([contract({ status: "suspenso" }), contract({ status: "ativo" })]))).toBe("attention");
    expect(accountStatus(customer([contract({ status: "cancelado" })]))).toBe("attention");
    expect(accountStatus(customer([]))).toBe("unknown");
    expect(dashboardMessages.account).toMatchObject({ online: "Online", attention: "Atenção", unknown: "Indefinido" });
  });

  it("active services: every service of ativo contracts (the SGP keeps the status per contract), with plan and type", () => {
    const services = activeServices(
      customer([
        contract({
          id: 1,
          services: [service({ id: 11 }), service({ id: 12, type: "tv", plan: { id: 2, description: "TV HD" } }), service({ id: null })],
        }),
        contract({ id: 2, status: "suspenso", services: [service({ id: 21 })] }),
        contract({ id: 3, status: "cancelado", services: [service({ id: 31 })] }),
      ]),
    );
    expect(services).toEqual([
      { id: 11, contrato: 1, plano: "Fibra 500 Mega", tipo: "Internet" },
      { id: 12, contrato: 1, plano: "TV HD", tipo: "TV" },
      { id: null, contrato: 1, plano: "Fibra 500 Mega", tipo: "Internet" },
    ]);
  });

  it("labels service types and greets by first name", () => {
    const dashboard = { blank: dashboardMessages.services.blankType, lowercase: true };
    expect(serviceTypeLabel("TELEFONIA", dashboard)).toBe("Telefonia");
    expect(serviceTypeLabel(" ", dashboard)).toBe("Outro");
    expect(firstName("  Maria Silva Santos ")).toBe("Maria");
    expect(dashboardMessages.greeting("Maria")).toBe("Olá, Maria!");
    expect(invoiceMessages.overdueBanner).toBe("FATURA VENCIDA - Pague o quanto antes para evitar interrupção do serviço");
  });
});

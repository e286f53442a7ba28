import { expect, test, type Page } from "@playwright/test";
import { formatBRL } from "../../lib/shared/br/money";
import { dashboardMessages as m, invoiceMessages } from "../../lib/billing/invoices/messages";
import { dueDaysText } from "../../lib/billing/invoices/view";
import { paymentMessages } from "../../lib/billing/payments/messages";
import { connectionMessages } from "../../lib/connection/messages";
import type { SgpDataset } from "../../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

const SGP = "http://127.0.0.1:7001";

async function sandboxData(): Promise<SgpDataset> {
  return (await (await fetch(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset;
}

async function setSgpFault(route: string, fault: "503" | null) {
  const res = await fetch(`${SGP}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ route, fault }),
  });
  expect(res.ok).toBe(true);
}

const card = (page: Page, title: string) => page.getByRole("group", { name: title });

test("Maria's dashboard shows her cards, last payments and services as the subscriber system has them", async ({ page }) => {
  const data = await sandboxData();
  const customer = data.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.maria.document)!;
  const contract = customer.contratos[0]!;
  const titulos = data.titulos.filter((t) => t.clienteId === customer.id);
  const open = titulos.filter((t) => t.status === "aberto").sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento))[0]!;
  const lastPaid = titulos
    .filter((t) => t.status === "pago")
    .sort((a, b) => b.dataPagamento!.localeCompare(a.dataPagamento!))
    .slice(0, 3);

  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await expect(page.getByRole("heading", { level: 1, name: "Olá, Maria!" })).toBeVisible();

  await expect(card(page, m.connection.title)).toContainText(connectionMessages.state.online);
  await expect(card(page, m.connection.title)).toContainText("Conectada desde");
  await expect(card(page, m.dueDay.title)).toContainText(`Dia ${contract.vencimento}`);
  await expect(card(page, m.dueDay.title)).toContainText(m.dueDay.detail);
  const next = card(page, m.nextInvoice.title);
  await expect(next).toContainText(formatBRL(open.valorCorrigido));
  await expect(next).toContainText(dueDaysText(open.dataVencimento));
  await expect(next.getByRole("button", { name: m.nextInvoice.pay })).toBeVisible();
  await expect(card(page, m.account.title)).toContainText(m.account.online);

  const payments = page.getByRole("list", { name: m.lastPaid.title }).getByRole("listitem");
  await expect(payments).toHaveCount(3);
  for (const [index, paid] of lastPaid.entries()) {
    await expect(payments.nth(index)).toContainText(paid.demonstrativo);
    await expect(payments.nth(index)).toContainText(formatBRL(paid.valorPago));
  }

  const services = page.getByRole("list", { name: m.services.title }).getByRole("listitem");
  await expect(services).toHaveCount(1);
  await expect(services.first()).toContainText(contract.servicos[0]!.plano.descricao);
  await expect(services.first()).toContainText("Internet");

  await expect(page.getByRole("link", { name: m.lastPaid.all })).toHaveAttribute("href", "/invoices");
  await expect(page.getByRole("link", { name: m.services.all })).toHaveAttribute("href", "/services");
  const shortcuts = page.getByRole("navigation", { name: "Atalhos" });
  await expect(shortcuts.getByRole("link", { name: m.shortcuts.trustRelease })).toHaveAttribute("href", "/trust-release");
  await expect(shortcuts.getByRole("link", { name: m.shortcuts.payInvoice })).toHaveAttribute("href", "/invoices");
  await expect(shortcuts.getByRole("link", { name: m.shortcuts.contracts })).toHaveAttribute("href", "/support");

  // The quick PIX button opens the same dialog as the invoices page.
  await next.getByRole("button", { name: m.nextInvoice.pay }).click();
  const dialog = page.getByRole("dialog", { name: paymentMessages.pixDialog.title });
  await expect(dialog).toContainText(formatBRL(open.valorCorrigido));
  await expect(dialog.getByTestId("pix-copia-e-cola")).toHaveText(/^000201/);
});

test("on a 375 px phone the dashboard fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await expect(page.getByRole("list", { name: m.lastPaid.title }).getByRole("listitem")).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("Carlos is up to date: 'Em Dia' and 'Nenhuma fatura pendente'", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.carlos);
  const next = card(page, m.nextInvoice.title);
  await expect(next).toContainText(m.nextInvoice.upToDate);
  await expect(next).toContainText(m.nextInvoice.upToDateDetail);
  await expect(next.getByRole("button")).toHaveCount(0);
  await expect(card(page, m.account.title)).toContainText(m.account.online);
});

test("João's suspended contract is 'Atenção'; his services list has no blocked service; his next invoice is the overdue one", async ({
  page,
}) => {
  const data = await sandboxData();
  const customer = data.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.joao.document)!;
  const open = data.titulos
    .filter((t) => t.clienteId === customer.id && t.status === "aberto")
    .sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento));
  expect(open).toHaveLength(2);
  await loginAndWait(page, DEMO_CUSTOMERS.joao);
  const next = card(page, m.nextInvoice.title);
  await expect(next).toContainText(formatBRL(open[0]!.valorCorrigido));
  await expect(next).toContainText(dueDaysText(open[0]!.dataVencimento));
  await expect(next).not.toContainText(formatBRL(open[1]!.valorCorrigido));
  await expect(next.getByRole("button", { name: m.nextInvoice.pay })).toBeVisible();
  await expect(card(page, m.account.title)).toContainText(m.account.attention);
  await expect(card(page, m.dueDay.title)).toContainText("Dia 5");
  await expect(page.getByText(m.services.empty)).toBeVisible();
});

test("a failing subscriber system shows the spec's messages and a retry, never a broken page", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await setSgpFault("POST /api/ura/titulos/", "503");
  try {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Olá, Maria!" })).toBeVisible();
    const next = card(page, m.nextInvoice.title);
    await expect(next).toContainText(invoiceMessages.loadNextFailed);
    await expect(page.getByText(invoiceMessages.loadPaidFailed).first()).toBeVisible();
    // The toast 'Erro' carries the same message.
    await expect(page.getByRole("region", { name: /Avisos/ }).getByText(invoiceMessages.loadNextFailed)).toBeVisible();
    // The other cards do not depend on the invoices.
    await expect(card(page, m.account.title)).toContainText(m.account.online);
  } finally {
    await setSgpFault("POST /api/ura/titulos/", null);
  }
  await card(page, m.nextInvoice.title).getByRole("button", { name: invoiceMessages.retry }).click();
  await expect(card(page, m.nextInvoice.title)).toContainText(/R\$\s?119,90/);
  await expect(page.getByText(invoiceMessages.loadNextFailed)).toHaveCount(0);
});

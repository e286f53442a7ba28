import { expect, test, type Page } from "@playwright/test";
import { confirmationMessages as c } from "../../lib/billing/confirmation/messages";
import { dashboardMessages as d } from "../../lib/billing/invoices/messages";
import { paymentMessages as p } from "../../lib/billing/payments/messages";
import { settlementMessages as s } from "../../lib/billing/settlement/messages";
import type { SgpBaixa, SgpDataset } from "../../sandbox/sgp/records";
import { DEMO_CONTRACTS } from "../../sandbox/sgp/demo-customers";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

/*
 * Paid means settled, in a real browser (the e2e server runs SGP_SETTLEMENT=portal, as the demo):
 * João, suspended for non-payment with one overdue invoice, pays it by PIX through the gateway
 * sandbox; the open dialog confirms it, the portal settles the title in the SGP sandbox once
 * (GET /sandbox/baixas names the end-to-end id), the SGP releases his contract, and 'Conexão
 * liberada' is in his notifications. The SGP dataset is restored afterwards.
 */

const SGP = "http://127.0.0.1:7001";
const EFI = "http://127.0.0.1:7002";
const { joao } = DEMO_CUSTOMERS;

async function sgpState(): Promise<SgpDataset> {
  return (await (await fetch(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset;
}

async function baixas(): Promise<SgpBaixa[]> {
  return (await (await fetch(`${SGP}/sandbox/baixas`)).json()) as SgpBaixa[];
}

const card = (page: Page, title: string) => page.getByRole("group", { name: title });

test.afterAll(async () => {
  await fetch(`${SGP}/__sandbox/reset`, { method: "POST" });
});

test("João pays his overdue invoice by PIX: settled once in the SGP, his contract released, 'Conexão liberada'", async ({ page }) => {
  const before = await sgpState();
  const customer = before.customers.find((cu) => cu.cpfcnpj === joao.document)!;
  const overdue = before.titulos
    .filter((t) => t.clienteId === customer.id && t.status === "aberto")
    .sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento))[0]!;
  expect(customer.contratos.find((k) => k.id === DEMO_CONTRACTS.joao)).toMatchObject({ status: "suspenso", motivo_status: "Financeiro" });
  expect(await baixas()).toEqual([]);

  await loginAndWait(page, joao);
  await expect(card(page, d.account.title)).toContainText(d.account.attention);
  await page.goto("/invoices");
  await page
    .getByTestId("invoice-card")
    .filter({ hasText: String(overdue.numeroDocumento) })
    .first()
    .getByRole("button", { name: p.generatePix })
    .click();
  const dialog = page.getByRole("dialog", { name: p.pixDialog.title });
  await expect(dialog.getByTestId("pix-watch")).toHaveText(c.waiting);
  const download = await dialog.getByRole("link", { name: p.pixDialog.downloadQr }).getAttribute("download");
  const txid = /^pix-([A-Za-z0-9]{26,35})\.png$/.exec(download ?? "")![1]!;
  expect((await fetch(`${EFI}/sandbox/pix/${txid}/pay`, { method: "POST" })).status).toBe(200);

  const confirmed = page.getByRole("dialog", { name: c.confirmedTitle });
  await expect(confirmed).toBeVisible({ timeout: 10_000 });
  const endToEndId = /E\d{20}[A-Za-z0-9]{11}/.exec((await confirmed.getByTestId("payment-confirmed").textContent()) ?? "")![0];

  // One settlement, naming the payment; the SGP lists the title paid and releases the contract.
  await expect.poll(baixas, { timeout: 15_000 }).toHaveLength(1);
  const [baixa] = await baixas();
  expect(baixa).toMatchObject({ titulo: overdue.id, valor_pago: overdue.valorCorrigido.toFixed(2), forma_pagamento: "PIX" });
  expect(baixa!.observacao).toContain(endToEndId);
  expect(baixa!.observacao).toContain(txid);
  const after = await sgpState();
  expect(after.titulos.find((t) => t.id === overdue.id)?.status).toBe("pago");
  expect(after.customers.flatMap((cu) => cu.contratos).find((k) => k.id === DEMO_CONTRACTS.joao)?.status).toBe("ativo");

  await confirmed.getByRole("button", { name: "Fechar" }).click();
  await expect(page.getByTestId("invoice-card").filter({ hasText: String(overdue.numeroDocumento) })).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page.getByRole("main").getByText(s.released.title, { exact: true })).toHaveCount(1);
  await expect(page.getByRole("main").getByText(s.released.message)).toBeVisible();
  // 'Status Conta' at the next load: the settlement made every SGP client of the server forget João.
  await page.goto("/");
  await expect(card(page, d.account.title)).toContainText(d.account.online);
  // Nothing more reaches the SGP: the sweep finds the payment settled.
  await page.waitForTimeout(3_000);
  expect(await baixas()).toHaveLength(1);
});

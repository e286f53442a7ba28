import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatBRL } from "../../lib/shared/br/money";
import { confirmationMessages as c } from "../../lib/billing/confirmation/messages";
import { dashboardMessages, invoiceMessages as m } from "../../lib/billing/invoices/messages";
import { lookupMessages, publicInvoiceMessages } from "../../lib/billing/public-access/messages";
import { paymentMessages as p } from "../../lib/billing/payments/messages";
import type { SgpDataset, SgpTitulo } from "../../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

/*
 * Payment confirmation in a real browser: a PIX generated on the portal and on the public
 * page is paid through the gateway sandbox's pay endpoint (as a bank app would); the open dialog
 * turns into 'Pagamento confirmado' within 10 s, the invoice then shows 'Pagamento em processamento'
 * with nothing to pay while the SGP does not list it paid (its `baixar` failing here), and once the
 * portal's settlement goes through (SGP_SETTLEMENT=portal, retried by the sweep) it is paid. Paula
 * (portal) and the company (public page) are paid here, and Rafael pays a boleto, confirmed by the
 * notification the sandbox POSTs to its notification URL; the SGP dataset is restored afterwards so
 * later specs find their invoices open.
 */

const SGP = "http://127.0.0.1:7001";
const EFI = "http://127.0.0.1:7002";
const { paula, empresa, rafael } = DEMO_CUSTOMERS;

async function sgpState(): Promise<SgpDataset> {
  return (await (await fetch(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset;
}

async function openInvoiceOf(document: string): Promise<SgpTitulo> {
  const data = await sgpState();
  const customer = data.customers.find((cu) => cu.cpfcnpj === document)!;
  return data.titulos
    .filter((t) => t.clienteId === customer.id && t.status === "aberto")
    .sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento))[0]!;
}

/** The SGP sandbox's settlement route failing (503), or back (null). */
async function holdSettlement(fault: "503" | null) {
  await fetch(`${SGP}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ route: "POST /api/banco/titulo/:id/baixar/", fault }),
  });
}

async function titleStatus(id: number): Promise<string | undefined> {
  return (await sgpState()).titulos.find((t) => t.id === id)?.status;
}

/** The txid of the dialog's charge: its QR code downloads as pix-<txid>.png. */
async function txidOf(dialog: Locator): Promise<string> {
  const name = await dialog.getByRole("link", { name: p.pixDialog.downloadQr }).getAttribute("download");
  return /^pix-([A-Za-z0-9]{26,35})\.png$/.exec(name ?? "")![1]!;
}

/** Pays as a bank app would: the sandbox's endpoint, no auth. Returns when it was paid. */
async function payAtSandbox(txid: string): Promise<number> {
  const paidAt = Date.now();
  const res = await fetch(`${EFI}/sandbox/pix/${txid}/pay`, { method: "POST" });
  expect(res.status).toBe(200);
  return paidAt;
}

/**
 * Generates the invoice's PIX on the page, pays it at the sandbox, expects 'Pagamento confirmado' in
 * the open dialog within 10 s, closes it, and expects the card in processing with nothing to pay.
 * The SGP refuses the settlement meanwhile: the caller lets it through (holdSettlement(null)).
 */
async function payAndSeeProcessing(page: Page, invoice: SgpTitulo) {
  await holdSettlement("503");
  const cardOf = () =>
    page
      .getByTestId("invoice-card")
      .filter({ hasText: String(invoice.numeroDocumento) })
      .first();
  await cardOf().getByRole("button", { name: p.generatePix }).click();
  const dialog = page.getByRole("dialog", { name: p.pixDialog.title });
  await expect(dialog.getByTestId("pix-watch")).toHaveText(c.waiting);
  const paidAt = await payAtSandbox(await txidOf(dialog));
  const confirmed = await expectConfirmedInDialog(page, invoice, paidAt);
  await confirmed.getByRole("button", { name: "Fechar" }).click();

  // The page refreshed on closing: the invoice is in processing, nothing to pay twice.
  await expect(cardOf().getByTestId("payment-processing")).toContainText(c.processing);
  await expect(cardOf().getByRole("button", { name: p.generatePix })).toHaveCount(0);
  await expect(cardOf().getByRole("button", { name: p.generateBoleto })).toHaveCount(0);
}

async function expectConfirmedInDialog(page: Page, invoice: SgpTitulo, paidAt: number) {
  const confirmed = page.getByRole("dialog", { name: c.confirmedTitle });
  await expect(confirmed).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - paidAt).toBeLessThan(10_000);
  const body = confirmed.getByTestId("payment-confirmed");
  await expect(body).toContainText(formatBRL(invoice.valorCorrigido));
  await expect(body).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(body).toContainText(/E\d{20}[A-Za-z0-9]{11}/);
  return confirmed;
}

test.afterAll(async () => {
  // Later specs expect these invoices open; the payments recorded here were settled by then.
  await fetch(`${SGP}/__sandbox/reset`, { method: "POST" });
});

test("Paula pays a PIX on the portal: confirmed in the open dialog, in processing, then paid", async ({ page }) => {
  // The settlement's first retry comes 15 s after the failed attempt.
  test.setTimeout(75_000);
  const invoice = await openInvoiceOf(paula.document);
  await loginAndWait(page, paula);
  await page.goto("/invoices");
  await payAndSeeProcessing(page, invoice);
  await page.goto("/");
  await expect(page.getByTestId("payment-processing")).toContainText(c.processing);
  await expect(page.getByRole("button", { name: dashboardMessages.nextInvoice.pay })).toHaveCount(0);

  // The notification, 'Pagamento recebido'.
  await page.goto("/notifications");
  await expect(page.getByRole("main").getByText(c.notification.title)).toHaveCount(1);

  // The SGP takes the settlement again: the sweep settles it, the invoice leaves the open list and joins the paid history.
  await holdSettlement(null);
  await expect.poll(() => titleStatus(invoice.id), { timeout: 30_000 }).toBe("pago");
  await page.goto("/invoices");
  await expect(page.getByTestId("payment-processing")).toHaveCount(0);
  await expect(page.getByText(m.emptyTitle)).toBeVisible();
  await page.getByRole("button", { name: m.showPaid }).click();
  await expect(page.getByRole("list", { name: m.paidTitle })).toContainText(invoice.demonstrativo);
});

test("the company pays a PIX on the public invoice page: confirmed in the open dialog, in processing, then up to date", async ({
  page,
}) => {
  test.setTimeout(75_000);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.219" });
  const invoice = await openInvoiceOf(empresa.document);
  await page.goto("/verificar-fatura");
  await page.getByLabel(lookupMessages.fieldLabel).fill(empresa.document);
  await page.getByRole("button", { name: lookupMessages.submit }).click();
  await page.waitForURL(/\/fatura\/[A-Za-z0-9_-]{32}$/);
  const link = page.url();
  await payAndSeeProcessing(page, invoice);

  await holdSettlement(null);
  await expect.poll(() => titleStatus(invoice.id), { timeout: 30_000 }).toBe("pago");
  await page.goto(link);
  await expect(page.getByTestId("invoice-card").filter({ hasText: String(invoice.numeroDocumento) })).toHaveCount(0);
  await expect(page.getByTestId("payment-processing")).toHaveCount(0);
  await expect(page.getByText(publicInvoiceMessages.upToDate)).toBeVisible();
});

test("Rafael pays a boleto generated on the portal: its notification confirms it, in processing, then paid", async ({ page }) => {
  test.setTimeout(75_000);
  const invoice = await openInvoiceOf(rafael.document);
  await loginAndWait(page, rafael);
  // Rafael may hold a 'Pagamento recebido' already (tests/e2e/no-script.spec.ts pays one of his PIX).
  await page.goto("/notifications");
  const received = await page.getByRole("main").getByText(c.notification.title).count();
  await page.goto("/invoices");
  const cardOf = () =>
    page
      .getByTestId("invoice-card")
      .filter({ hasText: String(invoice.numeroDocumento) })
      .first();
  await cardOf().getByRole("button", { name: p.generateBoleto }).click();
  await page.getByRole("alertdialog", { name: p.boletoConfirm.title }).getByRole("button", { name: p.boletoConfirm.confirm }).click();
  await expect(page.getByRole("dialog", { name: p.boletoDialog.title(String(invoice.numeroDocumento)) })).toBeVisible();
  await page.keyboard.press("Escape");

  // Paid as a bank would: the sandbox's endpoint, no auth; Efí's notification does the rest.
  await holdSettlement("503");
  const waiting = (await (await fetch(`${EFI}/sandbox/boletos`)).json()) as { charge_id: number; custom_id: string | null }[];
  const boleto = waiting.find((b) => b.custom_id === `titulo-${invoice.id}`)!;
  expect((await fetch(`${EFI}/sandbox/boleto/${boleto.charge_id}/pay`, { method: "POST" })).status).toBe(200);

  await expect
    .poll(
      async () => {
        await page.goto("/invoices");
        return cardOf().getByTestId("payment-processing").count();
      },
      { timeout: 5_000 },
    )
    .toBe(1);
  await expect(cardOf().getByTestId("payment-processing")).toContainText(c.processing);
  await expect(cardOf().getByRole("button", { name: p.generateBoleto })).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page.getByRole("main").getByText(c.notification.title)).toHaveCount(received + 1);

  // The SGP takes the settlement again: the sweep settles it, the next load shows it paid.
  await holdSettlement(null);
  await expect.poll(() => titleStatus(invoice.id), { timeout: 30_000 }).toBe("pago");
  await page.goto("/invoices");
  await expect(page.getByTestId("invoice-card").filter({ hasText: String(invoice.numeroDocumento) })).toHaveCount(0);
});

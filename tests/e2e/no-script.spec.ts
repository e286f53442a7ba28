import { expect, test, type Locator, type Page } from "@playwright/test";
import { hasError, parsePix } from "pix-utils";
import { parseEmv } from "pix-utils/dist/main/emvHandler.js";
import { confirmationMessages } from "../../lib/billing/confirmation/messages";
import { lookupMessages, publicInvoiceMessages } from "../../lib/billing/public-access/messages";
import { INVOICE_TOKEN_MAX_VIEWS } from "../../lib/billing/public-access/rules";
import { dashboardMessages } from "../../lib/billing/invoices/messages";
import { paymentMessages } from "../../lib/billing/payments/messages";
import type { SgpDataset } from "../../sandbox/sgp/dataset";
import { pixCheckMessages } from "../../lib/billing/pix-check/messages";
import { DEMO_TXID_CONCLUIDA } from "../../sandbox/efi/state";
import { DEMO_CUSTOMERS, login } from "./support";

/**
 * Without JavaScript the forms that matter post to the server and its answer is a page: the
 * invoice lookup, the PIX check, and 'Gerar PIX' / 'Gerar Boleto' on the link and on /invoices.
 */
test.use({ javaScriptEnabled: false });

/** Each test from its own address, so the per-address limiters never decide a test's outcome. */
let address = 0;
test.beforeEach(async ({ page }) => {
  address += 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `192.0.2.${150 + address}` });
});

const LINK = /\/fatura\/[A-Za-z0-9_-]{32}$/;
const SGP = "http://127.0.0.1:7001";
const EFI = "http://127.0.0.1:7002";

test.afterAll(async () => {
  // Rafael's invoice paid here is open again for later specs (its payment was settled by then).
  await fetch(`${SGP}/__sandbox/reset`, { method: "POST" });
});

/** The invoice a card pays: the id its payment forms post. */
async function invoiceIdOf(card: Locator): Promise<string> {
  return (await card.locator('input[name="invoiceId"]').first().getAttribute("value")) ?? "";
}

/** The boletos the gateway sandbox has issued. */
async function boletosIssued(): Promise<number> {
  return ((await (await fetch(`${EFI}/sandbox/boletos`)).json()) as unknown[]).length;
}

/** The txid of a shown charge: its QR code downloads as pix-<txid>.png. */
async function txidIn(answer: Locator): Promise<string> {
  const name = await answer.getByRole("link", { name: paymentMessages.pixDialog.downloadQr }).getAttribute("download");
  return /^pix-([A-Za-z0-9]{26,35})\.png$/.exec(name ?? "")?.[1] ?? "";
}

async function lookUp(page: Page, document: string) {
  await page.goto("/verificar-fatura");
  await page.getByLabel(lookupMessages.fieldLabel).fill(document);
  await page.getByRole("button", { name: lookupMessages.submit }).click();
  await page.waitForURL(LINK);
}

/** The BR Code, read by an independent parser (pix-utils): its amount (tag 54). */
function brCodeAmount(code: string): number {
  const pix = parsePix(code);
  if (hasError(pix)) throw new Error(`pix-utils rejected the code: ${pix.message}`);
  const tags = parseEmv({ emvCode: code });
  if (!tags.isValid) throw new Error("pix-utils could not read the EMV fields");
  return Number(tags.getTag(54));
}

test("the lookup opens the document's link", async ({ page }) => {
  await lookUp(page, DEMO_CUSTOMERS.joao.document);
  await expect(page.getByTestId("customer-name")).toHaveText("João P****** L***");
  await expect(page.getByTestId("invoice-card")).toHaveCount(2);
});

test("a refused lookup shows its message on the page, the document kept", async ({ page }) => {
  await page.goto("/verificar-fatura");
  await page.getByLabel(lookupMessages.fieldLabel).fill("1234567");
  await page.getByRole("button", { name: lookupMessages.submit }).click();
  await expect(page.getByRole("alert")).not.toHaveText("");
  await expect(page).toHaveURL(/\/verificar-fatura$/);
  await expect(page.getByLabel(lookupMessages.fieldLabel)).toHaveValue("1234567");
});

test("'Gerar PIX' on a link answers a page with the amount, the QR image and a BR Code a parser accepts", async ({ page }) => {
  await lookUp(page, DEMO_CUSTOMERS.joao.document);
  const link = page.url();
  await page.getByTestId("invoice-card").first().getByRole("button", { name: paymentMessages.generatePix }).click();
  await expect(page).toHaveURL(new RegExp(`^${link}\\?pagina=1#pix-\\d+$`));
  const answer = page.getByRole("region", { name: paymentMessages.pixDialog.title });
  await expect(answer).toContainText("R$ 103,42");
  await expect(answer.getByRole("img", { name: paymentMessages.pixDialog.qrAlt })).toBeVisible();
  const code = (await answer.getByTestId("pix-copia-e-cola").textContent()) ?? "";
  expect(brCodeAmount(code)).toBe(103.42);
  // Selectable as text: the subscriber copies it by hand.
  await expect(answer.getByTestId("pix-copia-e-cola")).toHaveCSS("user-select", "all");

  // Asked again, the same charge (one per invoice), and the link's views are untouched by the answers.
  await page.getByTestId("invoice-card").first().getByRole("button", { name: paymentMessages.generatePix }).click();
  await expect(page.getByRole("region", { name: paymentMessages.pixDialog.title }).getByTestId("pix-copia-e-cola")).toHaveText(code);
});

test("'Gerar Boleto' on a link answers a page with the linha digitável and its links", async ({ page }) => {
  await lookUp(page, DEMO_CUSTOMERS.joao.document);
  // The later invoice: 'Ver Boleto' once invoices.spec.ts, run before, has generated its boleto.
  const boletoButton = new RegExp(`^(${paymentMessages.generateBoleto}|${paymentMessages.viewBoleto})$`);
  await page.getByTestId("invoice-card").nth(1).getByRole("button", { name: boletoButton }).click();
  // A new boleto is asked for first (the next test shows it); a cached one is shown at once.
  await expect(page).toHaveURL(/\?pagina=1#boleto-\d+$/);
  const confirmation = page.getByRole("region", { name: paymentMessages.boletoConfirm.title });
  if (await confirmation.count()) await confirmation.getByRole("button", { name: paymentMessages.boletoConfirm.confirm }).click();
  const answer = page.getByRole("region", { name: /^Boleto - Fatura / });
  await expect(answer.getByTestId("boleto-linha-digitavel")).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(answer.getByRole("link", { name: paymentMessages.boletoDialog.open })).toHaveAttribute("href", /^https?:\/\//);
  await expect(page.getByTestId("invoice-card").nth(1).getByRole("button", { name: paymentMessages.viewBoleto })).toBeVisible();
});

test("'Gerar Boleto' asks first, as the dialog does: Cancelar generates nothing, Confirmar one boleto", async ({ page }) => {
  await lookUp(page, DEMO_CUSTOMERS.rafael.document);
  const link = page.url();
  const m = paymentMessages.boletoConfirm;
  // An invoice without a boleto yet: the last of the page's that offer 'Gerar Boleto'.
  const fresh = page
    .getByTestId("invoice-card")
    .filter({ has: page.getByRole("button", { name: paymentMessages.generateBoleto, exact: true }) });
  const invoiceId = await invoiceIdOf(fresh.last());
  const card = page.getByTestId("invoice-card").filter({ has: page.locator(`input[name="invoiceId"][value="${invoiceId}"]`) });
  const issued = await boletosIssued();

  await card.getByRole("button", { name: paymentMessages.generateBoleto, exact: true }).click();
  await expect(page).toHaveURL(`${link}?pagina=1#boleto-${invoiceId}`);
  const confirmation = page.getByRole("region", { name: m.title });
  await expect(confirmation).toContainText(m.description);
  await expect(confirmation).toContainText(m.invoice);
  await expect(confirmation).toContainText("R$ 89,90");
  await expect(page.getByTestId("boleto-linha-digitavel")).toHaveCount(0);
  expect(await boletosIssued()).toBe(issued);

  await confirmation.getByRole("link", { name: m.cancel }).click();
  await expect(page).toHaveURL(`${link}?pagina=1`);
  await expect(page.getByRole("region", { name: m.title })).toHaveCount(0);
  await expect(card.getByRole("button", { name: paymentMessages.generateBoleto, exact: true })).toBeVisible();
  expect(await boletosIssued()).toBe(issued);

  await card.getByRole("button", { name: paymentMessages.generateBoleto, exact: true }).click();
  await page.getByRole("region", { name: m.title }).getByRole("button", { name: m.confirm }).click();
  const answer = page.getByRole("region", { name: /^Boleto - Fatura / });
  await expect(answer.getByTestId("boleto-linha-digitavel")).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(card.getByRole("button", { name: paymentMessages.viewBoleto })).toBeVisible();
  expect(await boletosIssued()).toBe(issued + 1);

  // 'Ver Boleto' shows the same boleto without asking, as the dialog does, and issues none.
  const code = await answer.getByTestId("boleto-linha-digitavel").textContent();
  await card.getByRole("button", { name: paymentMessages.viewBoleto }).click();
  await expect(page.getByRole("region", { name: m.title })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Boleto - Fatura / }).getByTestId("boleto-linha-digitavel")).toHaveText(code ?? "");
  expect(await boletosIssued()).toBe(issued + 1);
});

test("a PIX answered on a link watches its charge by refreshing itself, spending no view, until 'Pagamento confirmado'", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await lookUp(page, DEMO_CUSTOMERS.rafael.document); // view 1
  const link = page.url();
  const card = page.getByTestId("invoice-card").nth(11);
  const invoiceId = await invoiceIdOf(card);
  await card.getByRole("button", { name: paymentMessages.generatePix }).click();
  const answer = page.getByRole("region", { name: paymentMessages.pixDialog.title });
  await expect(answer.getByTestId("pix-watch")).toHaveText(confirmationMessages.waiting);
  const txid = await txidIn(answer);
  expect(txid).not.toBe("");

  // The answer reloads itself at the charge's address: the link's token and the invoice, nothing personal,
  // then again at the next look (a slow machine may be past the first ones already).
  const follow = (from: number) => (url: URL) =>
    url.href.startsWith(`${link}/pix/${invoiceId}?`) &&
    /^vez=\d+(&falhas=\d)?$/.test(url.search.slice(1)) &&
    Number(url.searchParams.get("vez")) >= from;
  await page.waitForURL(follow(0), { timeout: 10_000 });
  const watched = page.getByRole("region", { name: paymentMessages.pixDialog.title });
  await expect(watched.getByTestId("pix-watch")).toHaveText(confirmationMessages.waiting);
  expect(await txidIn(watched)).toBe(txid);
  await expect(watched).toContainText("R$ 89,90");
  await expect(watched.getByTestId("pix-copia-e-cola")).toHaveText(/^000201/);
  await expect(watched).not.toContainText("Teixeira");
  const looked = Number(new URL(page.url()).searchParams.get("vez"));
  await page.waitForURL(follow(looked + 2), { timeout: 10_000 });

  const paid = await fetch(`${EFI}/sandbox/pix/${txid}/pay`, { method: "POST" });
  expect(paid.status).toBe(200);
  const confirmed = page.getByRole("region", { name: confirmationMessages.confirmedTitle });
  await expect(confirmed.getByTestId("payment-confirmed")).toContainText("R$ 89,90", { timeout: 8_000 });
  await expect(confirmed.getByTestId("payment-confirmed")).toContainText(/E\d{20}[A-Za-z0-9]{11}/);

  // The watch has ended: the page no longer refreshes.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  const settledAt = page.url();
  await page.waitForTimeout(3_000);
  expect(page.url()).toBe(settledAt);

  // The refreshes spent none of the link's views: the 10th opening works, the 11th does not.
  for (let view = 2; view <= INVOICE_TOKEN_MAX_VIEWS; view++) {
    await page.goto(link);
    await expect(page.getByTestId("customer-name")).toBeVisible();
  }
  await page.goto(link);
  await expect(page.getByRole("heading", { name: publicInvoiceMessages.expiredTitle })).toBeVisible();
  // Settled in the SGP before the dataset is reset (afterAll).
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset).titulos.find((t) => String(t.id) === invoiceId)?.status,
      {
        timeout: 30_000,
      },
    )
    .toBe("pago");
});

test("signed in, 'Gerar PIX' on /invoices answers a page with the charge", async ({ page }) => {
  await login(page, DEMO_CUSTOMERS.maria, { path: "/login?callbackUrl=%2Finvoices" });
  await page.waitForURL((url) => url.pathname === "/invoices");
  await page.getByTestId("invoice-card").first().getByRole("button", { name: paymentMessages.generatePix }).click();
  await expect(page).toHaveURL(/\/invoices#pix-\d+$/);
  const answer = page.getByRole("region", { name: paymentMessages.pixDialog.title });
  expect(brCodeAmount((await answer.getByTestId("pix-copia-e-cola").textContent()) ?? "")).toBeGreaterThan(0);
  await expect(answer.getByRole("img", { name: paymentMessages.pixDialog.qrAlt })).toBeVisible();
  const txid = await txidIn(answer);
  // Then it watches the charge from the session's own address for it.
  await page.waitForURL(/\/invoices\/pix\/\d+\?vez=\d+$/, { timeout: 10_000 });
  const watched = page.getByRole("region", { name: paymentMessages.pixDialog.title });
  await expect(watched.getByTestId("pix-watch")).toHaveText(confirmationMessages.waiting);
  expect(await txidIn(watched)).toBe(txid);
});

test("signed in, the dashboard's next invoice is on the page and 'Pagar com PIX' answers with the charge", async ({ page }) => {
  await login(page, DEMO_CUSTOMERS.maria);
  await page.waitForURL((url) => url.pathname === "/");
  // Sent with the first flush, not streamed: without script a streamed section stays a skeleton.
  await page.getByRole("button", { name: dashboardMessages.nextInvoice.pay }).click();
  await expect(page).toHaveURL(/\/#pix-\d+$/);
  const answer = page.getByRole("region", { name: paymentMessages.pixDialog.title });
  expect(brCodeAmount((await answer.getByTestId("pix-copia-e-cola").textContent()) ?? "")).toBeGreaterThan(0);
  await expect(answer.getByRole("img", { name: paymentMessages.pixDialog.qrAlt })).toBeVisible();
});

test("the PIX check shows the demo transaction", async ({ page }) => {
  await page.goto("/verificarpixefi");
  await page.getByRole("textbox", { name: pixCheckMessages.fieldLabel }).fill(DEMO_TXID_CONCLUIDA);
  await page.getByRole("button", { name: pixCheckMessages.submit }).click();
  const card = page.getByRole("region", { name: "R$ 99,90" });
  await expect(card.getByText("CONCLUIDA", { exact: true })).toBeVisible();
  await expect(card.getByText("529.***.***-25")).toBeVisible();
  await expect(card.getByTestId("pix-copia-e-cola")).toHaveText(/^000201/);
});

test("an unknown TXID shows the not-found message on the page", async ({ page }) => {
  await page.goto("/verificarpixefi");
  await page.getByRole("textbox", { name: pixCheckMessages.fieldLabel }).fill("NAOEXISTE0000000000000000000002");
  await page.getByRole("button", { name: pixCheckMessages.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: pixCheckMessages.server.notFound })).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";
import { hasError, parsePix } from "pix-utils";
import { parseEmv } from "pix-utils/dist/main/emvHandler.js";
import { lookupMessages } from "../../lib/billing/public-access/messages";
import { paymentMessages } from "../../lib/billing/payments/messages";
import { pixCheckMessages } from "../../lib/billing/pix-check/messages";
import { DEMO_TXID_CONCLUIDA } from "../../sandbox/efi/state";
import { DEMO_CUSTOMERS } from "./support";

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
  const answer = page.getByRole("region", { name: /^Boleto - Fatura / });
  await expect(answer.getByTestId("boleto-linha-digitavel")).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(answer.getByRole("link", { name: paymentMessages.boletoDialog.open })).toHaveAttribute("href", /^https?:\/\//);
  await expect(page.getByTestId("invoice-card").nth(1).getByRole("button", { name: paymentMessages.viewBoleto })).toBeVisible();
});

test("signed in, 'Gerar PIX' on /invoices answers a page with the charge", async ({ page }) => {
  const maria = DEMO_CUSTOMERS.maria;
  await page.goto("/login?callbackUrl=%2Finvoices");
  await page.getByLabel("CPF/CNPJ").fill(maria.document);
  await page.getByLabel("Senha").fill(maria.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === "/invoices");
  await page.getByTestId("invoice-card").first().getByRole("button", { name: paymentMessages.generatePix }).click();
  await expect(page).toHaveURL(/\/invoices#pix-\d+$/);
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

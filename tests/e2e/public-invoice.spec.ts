import { expect, test, type Browser, type Page } from "@playwright/test";
import { DOCUMENT_MESSAGES } from "../../lib/shared/br/messages";
import { lookupMessages, publicInvoiceMessages as m } from "../../lib/billing/public-access/messages";
import { INVOICE_TOKEN_MAX_VIEWS } from "../../lib/billing/public-access/rules";
import { invoiceMessages } from "../../lib/billing/invoices/messages";
import { paymentMessages } from "../../lib/billing/payments/messages";
import { UNKNOWN_DOCUMENT } from "../../sandbox/sgp/demo-customers";
import { E2E_CLOCK_HEADER } from "./env";
import { DEMO_CUSTOMERS, firstBrandUrl, pageScripts } from "./support";

const { joao, carlos } = DEMO_CUSTOMERS;
const LINK = /\/fatura\/[A-Za-z0-9_-]{32}$/;

/** Each test looks up from its own address, so the per-address limiter never decides a test's outcome. */
let address = 0;
test.beforeEach(async ({ page }) => {
  address += 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${100 + address}` });
});

/** Types the document on /verificar-fatura and follows the redirect; returns the link. */
async function lookUp(page: Page, document: string): Promise<string> {
  await page.goto("/verificar-fatura");
  await page.getByLabel(lookupMessages.fieldLabel).pressSequentially(document.replace(/\D/g, ""));
  await page.getByRole("button", { name: lookupMessages.submit }).click();
  await expect(page.getByRole("button", { name: lookupMessages.submitting })).toBeDisabled();
  await page.waitForURL(LINK);
  return page.url();
}

async function openInFreshContext(browser: Browser, url: string, headers: Record<string, string> = {}) {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, response };
}

const expired = (page: Page) => page.getByRole("heading", { name: m.expiredTitle });

test("the lookup screen shows the brand, the card, the notice and the footer", async ({ page }) => {
  await page.goto("/verificar-fatura");
  // The logo is the brand's wordmark: its name, drawn.
  await expect(page.getByRole("img", { name: "Veloz Fibra" })).toBeVisible();
  await expect(page.getByTestId("brand-tagline")).toBeVisible();
  await expect(page.getByRole("heading", { name: lookupMessages.title })).toBeVisible();
  const field = page.getByLabel(lookupMessages.fieldLabel);
  await expect(field).toHaveAttribute("placeholder", "000.000.000-00 ou 00.000.000/0000-00");
  await expect(field).toHaveAttribute("maxlength", "18");
  await expect(page.getByText(lookupMessages.notice)).toBeVisible();
  await expect(page.getByText(lookupMessages.footer)).toBeVisible();
  await expect(page.getByText(/^© \d{4} /)).toBeVisible();
});

test("the lookup validates the document and clears the error on typing", async ({ page }) => {
  await page.goto("/verificar-fatura");
  const field = page.getByLabel(lookupMessages.fieldLabel);
  const submit = page.getByRole("button", { name: lookupMessages.submit });
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: DOCUMENT_MESSAGES.lookupRequired })).toBeVisible();
  await field.pressSequentially("1234567");
  await expect(page.getByText(DOCUMENT_MESSAGES.lookupRequired)).toHaveCount(0);
  await expect(field).toHaveValue("123.456.7");
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: DOCUMENT_MESSAGES.lookupLength })).toBeVisible();
  await expect(page).toHaveURL(/\/verificar-fatura$/);
  // CPF mask up to 11 digits, then the CNPJ mask.
  await field.press("End");
  await page.keyboard.type("8901");
  await expect(page.getByText(DOCUMENT_MESSAGES.lookupLength)).toHaveCount(0);
  await expect(field).toHaveValue("123.456.789-01");
  await page.keyboard.type("234");
  await expect(field).toHaveValue("12.345.678/9012-34");
});

test("João's document reaches his page, overdue, and his PIX is generated there", async ({ page }) => {
  // The redirect screen is up while the browser loads the invoice page, which Playwright's
  // locators wait out; the page itself reports what the lookup screen showed.
  const screens: string[] = [];
  await page.exposeFunction("reportScreen", (text: string) => screens.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportScreen: (text: string) => void }).reportScreen;
    new MutationObserver(() => report(document.body?.innerText ?? "")).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto("/verificar-fatura");
  await page.getByLabel(lookupMessages.fieldLabel).fill(joao.document);
  await page.getByRole("button", { name: lookupMessages.submit }).click();
  await page.waitForURL(LINK);
  expect(screens.some((text) => text.includes(lookupMessages.redirecting))).toBe(true);
  const url = page.url();
  await expect(page.getByTestId("customer-name")).toHaveText("João P****** L***");
  await expect(page.getByTestId("customer-document")).toHaveText("111.***.***-35");
  await expect(page.getByTestId("access-countdown")).toHaveText(/^(30:00|29:[0-5]\d)$/);
  // Every open invoice, oldest first, each with its status and its own payment buttons.
  const cards = page.getByTestId("invoice-card");
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId("invoice-status")).toHaveText(["Vencida", "Em Aberto"]);
  await expect(cards.first()).toContainText("R$ 103,42");
  await expect(cards.nth(1)).toContainText("R$ 99,90");
  // The public page shows no issue date and no subscriber-system payment link.
  await expect(page.getByText(invoiceMessages.fields.emissao)).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(invoiceMessages.openPaymentLink) })).toHaveCount(0);

  await cards.first().getByRole("button", { name: paymentMessages.generatePix }).click();
  const dialog = page.getByRole("dialog", { name: paymentMessages.pixDialog.title });
  await expect(dialog).toBeVisible();
  // The BR Code carries the invoice's amount (tag 54, 6 characters).
  await expect(dialog.getByTestId("pix-copia-e-cola")).toHaveText(/^000201.*5406103\.42/);
  await expect(dialog.getByText("João P****** L***")).toBeVisible();
  await page.keyboard.press("Escape");

  // The later invoice is payable here too, for its own amount (tag 54, 5 characters).
  await cards.nth(1).getByRole("button", { name: paymentMessages.generatePix }).click();
  await expect(dialog.getByTestId("pix-copia-e-cola")).toHaveText(/^000201.*540599\.90/);
  await expect(dialog.getByText("João P****** L***")).toBeVisible();

  const response = await page.request.get(url);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(response.headers()["x-robots-tag"]).toContain("noindex");
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});

test("the link opens from a second, fresh browser", async ({ page, browser }) => {
  const url = await lookUp(page, joao.document);
  const other = await openInFreshContext(browser, url);
  await expect(other.page.getByTestId("customer-name")).toHaveText("João P****** L***");
  await expect(other.page.getByTestId("invoice-status")).toHaveText(["Vencida", "Em Aberto"]);
  await other.context.close();
});

test("a tap on 'Gerar PIX' before the page's scripts have run posts the form: one charge, shown in the page", async ({ page, browser }) => {
  const url = await lookUp(page, joao.document);
  const other = await browser.newContext();
  // The scripts are held back, so the tap lands on the server-rendered button before React hydrates it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await other.route(pageScripts, async (route) => {
    await released;
    await route.continue();
  });
  const posts: string[] = [];
  other.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  const phone = await other.newPage();
  await phone.goto(url, { waitUntil: "domcontentloaded" });
  await phone.getByTestId("invoice-card").first().getByRole("button", { name: paymentMessages.generatePix }).click();
  // Answered on a page of the link's invoices, which spends none of its views.
  await phone.waitForURL(new RegExp(`${url}\\?pagina=1#pix-\\d+$`), { waitUntil: "commit" });
  release();
  const answer = phone.getByRole("region", { name: paymentMessages.pixDialog.title });
  await expect(answer.getByTestId("pix-copia-e-cola")).toHaveText(/^000201.*5406103\.42/);
  // Hydrated now: the press is not replayed, no second request for a charge.
  await expect(phone.getByTestId("invoice-card").first().getByRole("button", { name: paymentMessages.generatePix })).toBeEnabled();
  await phone.waitForTimeout(500);
  expect(posts).toHaveLength(1);
  await other.close();
});

test("the 11th view of a link shows 'Acesso Expirado', with a new lookup and the login", async ({ page }) => {
  await lookUp(page, joao.document); // view 1
  for (let view = 2; view <= INVOICE_TOKEN_MAX_VIEWS; view++) {
    await page.reload();
    await expect(page.getByTestId("customer-name")).toBeVisible();
  }
  await page.reload();
  await expect(expired(page)).toBeVisible();
  await expect(page.getByTestId("customer-name")).toHaveCount(0);
  await expect(page.getByRole("link", { name: m.login })).toHaveAttribute("href", "/login");
  await page.getByRole("link", { name: m.newLookup }).click();
  await expect(page).toHaveURL(`${firstBrandUrl}/verificar-fatura`);
});

test("Rafael's link shows his 24 invoices a page at a time, masked, and moving between pages spends no view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const url = await lookUp(page, DEMO_CUSTOMERS.rafael.document); // view 1
  const pager = page.getByRole("navigation", { name: invoiceMessages.pager.label });
  const cards = page.getByTestId("invoice-card");
  await expect(pager).toContainText(invoiceMessages.pager.position(1, 2));
  await expect(cards).toHaveCount(13);
  await expect(pager.getByRole("link", { name: invoiceMessages.pager.previous })).toHaveCount(0);
  for (let round = 0; round < 3; round++) {
    await pager.getByRole("link", { name: invoiceMessages.pager.next }).click();
    await expect(pager).toContainText(invoiceMessages.pager.position(2, 2));
    await expect(page).toHaveURL(`${url}?pagina=2#faturas`);
    await expect(cards).toHaveCount(12);
    await expect(page.getByTestId("customer-name")).toHaveText("Rafael G**** T*******");
    await pager.getByRole("link", { name: invoiceMessages.pager.previous }).click();
    await expect(pager).toContainText(invoiceMessages.pager.position(1, 2));
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.locator("body")).not.toContainText("Teixeira");
  await expect(page.locator("body")).not.toContainText(DEMO_CUSTOMERS.rafael.document);
  // Six page changes later the link still has its 9 other views: the 10th open works, the 11th does not.
  await page.goto(url);
  for (let view = 3; view <= INVOICE_TOKEN_MAX_VIEWS; view++) {
    await page.reload();
    await expect(page.getByTestId("customer-name")).toBeVisible();
  }
  await page.reload();
  await expect(expired(page)).toBeVisible();
});

test("a view 30 minutes later shows 'Acesso Expirado' (server clock moved forward)", async ({ page, browser }) => {
  const url = await lookUp(page, joao.document);
  const almost = await openInFreshContext(browser, url, { [E2E_CLOCK_HEADER]: String(29 * 60_000) });
  await expect(almost.page.getByTestId("customer-name")).toBeVisible();
  await expect(almost.page.getByTestId("access-countdown")).toHaveText(/^(01:00|00:[0-5]\d)$/);
  await almost.context.close();

  const late = await openInFreshContext(browser, url, { [E2E_CLOCK_HEADER]: String(30 * 60_000 + 1000) });
  await expect(expired(late.page)).toBeVisible();
  await late.context.close();
});

test("the open page turns into 'Acesso Expirado' when its countdown runs out", async ({ page }) => {
  await page.clock.install();
  await lookUp(page, joao.document);
  // Ticking: the page has hydrated and its timer has taken its deadline. Moved forward before that,
  // the server's 30:00 would be taken from the moved clock and the jump lost (seen under load).
  await expect(page.getByTestId("access-countdown")).toHaveText(/^29:[0-5]\d$/);
  await page.clock.fastForward("10:00");
  await expect(page.getByTestId("access-countdown")).toHaveText(/^(20:00|19:[0-5]\d)$/);
  await page.clock.fastForward("20:00");
  await expect(expired(page)).toBeVisible();
  await expect(page.getByTestId("customer-name")).toHaveCount(0);
});

test("an unknown document gets a link too, whose page says the customer was not found", async ({ page }) => {
  await lookUp(page, UNKNOWN_DOCUMENT);
  await expect(page.getByRole("heading", { name: m.customerNotFound })).toBeVisible();
  await expect(page.getByRole("link", { name: m.newLookup })).toBeVisible();
});

test("a customer without open invoices sees 'Conta em Dia!'", async ({ page }) => {
  await lookUp(page, carlos.document);
  await expect(page.getByRole("heading", { name: m.upToDate })).toBeVisible();
  await expect(page.getByRole("button", { name: paymentMessages.generatePix })).toHaveCount(0);
});

test("a made-up link shows 'Acesso Expirado'", async ({ page }) => {
  await page.goto(`/fatura/${"Z".repeat(32)}`);
  await expect(expired(page)).toBeVisible();
  await page.goto("/fatura/nao-e-um-token");
  await expect(expired(page)).toBeVisible();
});

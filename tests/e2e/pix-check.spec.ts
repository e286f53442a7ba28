import { expect, test, type Page } from "@playwright/test";
import { paymentMessages } from "../../lib/billing/payments/messages";
import { pixCheckMessages as m } from "../../lib/billing/pix-check/messages";
import { TXID_MESSAGES } from "../../lib/billing/pix-check/txid";
import { DEMO_TXID_ATIVA, DEMO_TXID_CONCLUIDA } from "../../sandbox/efi/state";

/** Each test checks from its own address, so the per-address limiter never decides a test's outcome. */
let address = 0;
test.beforeEach(async ({ page }) => {
  address += 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${100 + address}` });
  await page.goto("/verificarpixefi");
});

const field = (page: Page) => page.getByRole("textbox", { name: m.fieldLabel });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("a paid transaction shows CONCLUIDA with its payment, the payer masked, and copies", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await expect(page.getByRole("heading", { name: m.title })).toBeVisible();
  await field(page).fill(DEMO_TXID_CONCLUIDA);
  await field(page).press("Enter");
  await expect(toast(page, m.found.title)).toContainText(m.found.description);

  const card = page.getByRole("region", { name: "R$ 99,90" });
  await expect(card.getByText("CONCLUIDA", { exact: true })).toBeVisible();
  await expect(card.getByText("Maria S**** S*****")).toBeVisible();
  await expect(page.getByText("Maria Silva Santos")).toHaveCount(0);
  await expect(card.getByText("529.***.***-25")).toBeVisible();
  await expect(card.getByText("Fatura 100234 - Internet Fibra 300 Mega")).toBeVisible();
  const payment = card.getByRole("region", { name: m.paymentsTitle });
  await expect(payment).toBeVisible();
  await expect(payment.getByText("Pagamento da fatura de internet")).toBeVisible();
  await expect(payment.getByText(/^E\d{20}[A-Za-z0-9]{11}$/)).toBeVisible();
  await expect(card.getByTestId("pix-copia-e-cola")).toHaveText(/^000201/);

  await card.getByRole("button", { name: `${paymentMessages.copy} ${m.labels.txid}` }).click();
  await expect(toast(page, paymentMessages.copied)).toContainText(paymentMessages.copiedDescription);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_TXID_CONCLUIDA);
});

test("an active transaction shows ATIVA and no payment", async ({ page }) => {
  await field(page).fill(DEMO_TXID_ATIVA);
  await page.getByRole("button", { name: m.submit }).click();
  await expect(toast(page, m.found.title)).toBeVisible();
  await expect(page.getByText("ATIVA", { exact: true })).toBeVisible();
  await expect(page.getByText("111.***.***-35")).toBeVisible();
  await expect(page.getByRole("region", { name: m.paymentsTitle })).toHaveCount(0);
});

test("an unknown valid TXID shows the not-found message", async ({ page }) => {
  await field(page).fill("NAOEXISTE0000000000000000000001");
  await field(page).press("Enter");
  await expect(toast(page, m.notFoundTitle)).toContainText("Transação PIX não encontrada");
  await expect(page.getByRole("alert").filter({ hasText: "Transação PIX não encontrada" })).toBeVisible();
});

test("a short TXID shows the inline hint and is not sent; an empty one is required", async ({ page }) => {
  let requests = 0;
  page.on("request", (request) => void (request.url().includes("/api/pix/check") && (requests += 1)));
  await field(page).fill("abc");
  await expect(page.getByText(TXID_MESSAGES.inlineHint)).toBeVisible();
  await expect(field(page)).toHaveAttribute("aria-invalid", "true");
  await field(page).press("Enter");
  await expect(toast(page, TXID_MESSAGES.invalidTitle)).toContainText(TXID_MESSAGES.invalidDescription);
  await field(page).fill("");
  await expect(page.getByText(TXID_MESSAGES.inlineHint)).toHaveCount(0);
  await page.getByRole("button", { name: m.submit }).click();
  await expect(toast(page, TXID_MESSAGES.requiredTitle)).toContainText(TXID_MESSAGES.requiredDescription);
  expect(requests).toBe(0);
});

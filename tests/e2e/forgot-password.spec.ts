import { expect, test, type Page } from "@playwright/test";
import { recoveryMessages } from "../../lib/auth/recovery/messages";
import { DEMO_CUSTOMERS, login, loginAndWait, welcome } from "./support";

/*
 * Carlos forgot his password: from the refused login to a new password with the code the mail
 * sandbox received. His demo password cannot come back (the rules of new passwords refuse it), so
 * this spec runs in the "lasting-state" project, after every spec that signs Carlos in
 * (playwright.config.ts).
 */
const carlos = DEMO_CUSTOMERS.carlos;
const NEW_PASSWORD = "a bicicleta azul do carlos";
const INBOX = "http://127.0.0.1:7003/sandbox/mail";

type InboxMessage = { channel: string; to: string; subject: string; text: string; date: string };

async function codeSentTo(address: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(INBOX)).json()) as InboxMessage[];
      code = /\b(\d{6})\b/.exec(inbox.find((m) => m.to === address)?.text ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function pressThrough(page: Page, label: string, value: string) {
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(label, { exact: true })).toBeFocused();
  await page.keyboard.type(value);
}

test("Carlos resets his password from the login page with the code from his e-mail; the old one stops working", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, four logins and a reset: more than the usual page's time.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await fetch(INBOX, { method: "DELETE" });
  // A session of Carlos elsewhere, opened before the reset: it must end.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await loginAndWait(other, carlos);

  await login(page, carlos, { password: "nao-lembro-mais" });
  const refusal = page.getByRole("alert").filter({ hasText: "Credenciais invalidas" });
  await expect(refusal).toContainText(recoveryMessages.loginOffer.prompt);
  await refusal.getByRole("link", { name: recoveryMessages.loginOffer.link }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The document comes along from the login (never in the address).
  await expect(page.getByLabel("CPF/CNPJ")).toHaveValue(carlos.document);

  await page.getByRole("button", { name: recoveryMessages.send }).click();
  await expect(page.getByRole("status")).toContainText(recoveryMessages.sent.title);
  const code = await codeSentTo("carlos.souza@example.com");

  // Code, new password and confirmation by keyboard; Enter sends.
  await page.getByLabel(recoveryMessages.codeLabel).focus();
  await page.keyboard.type(code);
  await pressThrough(page, recoveryMessages.newPassword, NEW_PASSWORD);
  await pressThrough(page, recoveryMessages.confirmPassword, NEW_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByText(recoveryMessages.done.title).first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto("/notifications");
  await expect(page.getByText(recoveryMessages.done.title).first()).toBeVisible();

  // The other browser's next page is the login.
  await other.goto("/invoices");
  await expect(other).toHaveURL(/\/login\?callbackUrl=%2Finvoices$/);
  await elsewhere.close();

  // The code worked once; the old password no longer signs in, the new one does.
  await page.context().clearCookies();
  await login(page, carlos);
  await expect(page.getByRole("alert").filter({ hasText: "Credenciais invalidas" })).toBeVisible();
  await login(page, carlos, { password: NEW_PASSWORD });
  await expect(welcome(page, carlos)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
});

test("a wrong code is refused on the page, and the password rules are shown before anything is sent", async ({ page }) => {
  const { rafael } = DEMO_CUSTOMERS;
  await fetch(INBOX, { method: "DELETE" });
  await page.goto("/forgot-password");
  await page.getByLabel("CPF/CNPJ").fill(rafael.document);
  await page.getByRole("button", { name: recoveryMessages.send }).click();
  await expect(page.getByRole("status")).toContainText(recoveryMessages.sent.title);
  const code = await codeSentTo("rafael.teixeira@example.com");
  const wrong = code === "000000" ? "111111" : "000000";

  await page.getByLabel(recoveryMessages.codeLabel).fill(wrong);
  await page.getByLabel(recoveryMessages.newPassword, { exact: true }).fill("curta");
  await page.getByLabel(recoveryMessages.confirmPassword).fill("curta");
  await page.getByRole("button", { name: recoveryMessages.submit }).click();
  await expect(page.getByText("A nova senha deve ter pelo menos 12 caracteres")).toBeVisible();

  await page.getByLabel(recoveryMessages.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(recoveryMessages.confirmPassword).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: recoveryMessages.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: recoveryMessages.codeRejected.title }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

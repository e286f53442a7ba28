import { expect, test, type Page } from "@playwright/test";
import { newPasswordMessages } from "../../lib/auth/new-password-rules";
import { DEMO_CUSTOMERS, login, loginAndWait } from "./support";

/*
 * A new password must follow the rules of lib/auth/new-password-rules.ts, which the demo
 * passwords ('maria123') predate: a changed one cannot be put back. So this spec runs in the
 * "lasting-state" project, after every spec that signs these customers in (playwright.config.ts),
 * and no other spec there uses them.
 */
const maria = DEMO_CUSTOMERS.maria;

async function changePassword(page: Page, atual: string, nova: string, confirmacao = nova) {
  await page.getByLabel("Senha atual").fill(atual);
  await page.getByLabel("Nova senha", { exact: true }).fill(nova);
  await page.getByLabel("Confirmar nova senha").fill(confirmacao);
  await page.getByRole("button", { name: "Alterar senha" }).click();
}

test("the profile shows the real customer and changes the password, under the new password rules", async ({ page }) => {
  await loginAndWait(page, maria);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
  await expect(page.getByText("529.982.247-25")).toBeVisible();
  await expect(page.getByText("maria.santos@example.com")).toBeVisible();

  await changePassword(page, maria.password, "nova-senha-maria", "outra-coisa");
  await expect(page.getByText("As senhas nao coincidem.")).toBeVisible();
  await changePassword(page, maria.password, "maria1234");
  await expect(page.getByText(newPasswordMessages.tooShort)).toBeVisible();
  // Long enough, but on the list of breached passwords: only the server knows it.
  await changePassword(page, maria.password, "qwertyuiop123");
  await expect(page.getByRole("alert").filter({ hasText: newPasswordMessages.common }).first()).toBeVisible();
  await changePassword(page, "errada", "nova-senha-maria");
  await expect(page.getByRole("alert").filter({ hasText: "Senha atual incorreta." }).first()).toBeVisible();

  await changePassword(page, maria.password, "nova-senha-maria");
  await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();

  await page.context().clearCookies();
  await login(page, maria);
  await expect(page.getByRole("alert").filter({ hasText: "Credenciais invalidas" })).toBeVisible();
  await login(page, maria, { password: "nova-senha-maria" });
  await page.waitForURL((url) => url.pathname === "/");
});

test("a password change sends the customer's other signed-in browser to /login; the changer stays signed in", async ({
  page,
  browser,
  baseURL,
}) => {
  const empresa = DEMO_CUSTOMERS.empresa;
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await loginAndWait(other, empresa);
  await loginAndWait(page, empresa);

  await page.goto("/profile");
  await changePassword(page, empresa.password, "nova-senha-empresa");
  await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();

  // The other browser's next request, a click in the sidebar it already shows, ends at the login.
  await other.getByRole("link", { name: "Faturas", exact: true }).click();
  await other.waitForURL((url) => url.pathname === "/login");
  await other.goto("/invoices");
  await expect(other).toHaveURL(/\/login\?callbackUrl=%2Finvoices$/);
  await elsewhere.close();

  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/invoices$/);
});

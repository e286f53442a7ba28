import { expect, test, type Page } from "@playwright/test";
import { DEMO_CUSTOMERS, login, loginAndWait } from "./support";

const carlos = DEMO_CUSTOMERS.carlos;

async function changePassword(page: Page, atual: string, nova: string, confirmacao = nova) {
  await page.getByLabel("Senha atual").fill(atual);
  await page.getByLabel("Nova senha", { exact: true }).fill(nova);
  await page.getByLabel("Confirmar nova senha").fill(confirmacao);
  await page.getByRole("button", { name: "Alterar senha" }).click();
}

test("the profile shows the real customer and changes the password", async ({ page }) => {
  await loginAndWait(page, carlos);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
  await expect(page.getByText("123.456.789-09")).toBeVisible();
  await expect(page.getByText("carlos.souza@example.com")).toBeVisible();

  await changePassword(page, carlos.password, "nova-senha-carlos", "outra-coisa");
  await expect(page.getByText("As senhas nao coincidem.")).toBeVisible();
  await changePassword(page, "errada", "nova-senha-carlos");
  await expect(page.getByRole("alert").filter({ hasText: "Senha atual incorreta." }).first()).toBeVisible();

  await changePassword(page, carlos.password, "nova-senha-carlos");
  await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();

  await page.context().clearCookies();
  await login(page, carlos);
  await expect(page.getByRole("alert").filter({ hasText: "Credenciais invalidas" })).toBeVisible();
  await login(page, carlos, { password: "nova-senha-carlos" });
  await page.waitForURL((url) => url.pathname === "/");

  // Put the demo password back for the other suites.
  await page.goto("/profile");
  await changePassword(page, "nova-senha-carlos", carlos.password);
  await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();
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
  // Put the demo password back for the other suites.
  await page.goto("/profile");
  await changePassword(page, "nova-senha-empresa", empresa.password);
  await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();
});

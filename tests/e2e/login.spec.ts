import { expect, test } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { E2E_AUTH_SECRET } from "./env";
import { DEMO_CUSTOMERS, login, loginAndWait } from "./support";

test("Maria logs in and lands on the dashboard after the welcome message", async ({ page }) => {
  await login(page, DEMO_CUSTOMERS.maria);
  await expect(page.getByText("Bem-vindo, Maria Silva Santos!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Olá, Maria!" })).toBeVisible();
});

test("a protected page opened while logged out comes back after login", async ({ page }) => {
  await page.goto("/services");
  await expect(page).toHaveURL(/callbackUrl=%2Fservices/);
  await page.getByLabel("CPF/CNPJ").fill(DEMO_CUSTOMERS.maria.document);
  await page.getByLabel("Senha").fill(DEMO_CUSTOMERS.maria.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === "/services");
});

test("a callback to another site is ignored", async ({ page }) => {
  await login(page, DEMO_CUSTOMERS.carlos, { path: "/login?callbackUrl=https%3A%2F%2Fevil.example%2F" });
  await page.waitForURL((url) => url.pathname === "/");
});

test("a wrong password shows the spec's message", async ({ page }) => {
  await login(page, DEMO_CUSTOMERS.ana, { password: "errada" });
  await expect(page.getByRole("alert").filter({ hasText: "Credenciais invalidas" })).toContainText(
    "Verifique seu CPF/CNPJ e senha e tente novamente.",
  );
  await expect(page).toHaveURL(/\/login/);
});

test("an invalid CPF disables the submit button", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("CPF/CNPJ").fill("52998224724");
  await expect(page.getByLabel("CPF/CNPJ")).toHaveValue("529.982.247-24");
  await expect(page.getByText("CPF invalido")).toBeVisible();
  await expect(page.getByRole("button", { name: "Entrar" })).toBeDisabled();
  await page.getByLabel("CPF/CNPJ").fill("11222333000180");
  await expect(page.getByText("CNPJ invalido")).toBeVisible();
  await page.getByLabel("CPF/CNPJ").fill("11222333000181");
  await expect(page.getByRole("button", { name: "Entrar" })).toBeEnabled();
});

test("'Lembrar de mim' pre-fills the document next time", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("CPF/CNPJ").fill(DEMO_CUSTOMERS.carlos.document);
  await page.getByLabel("Senha").fill(DEMO_CUSTOMERS.carlos.password);
  await page.getByLabel("Lembrar de mim").check();
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page.getByLabel("CPF/CNPJ")).toHaveValue(DEMO_CUSTOMERS.carlos.document);
  await expect(page.getByLabel("Lembrar de mim")).toBeChecked();
  await expect(page.getByLabel("Senha")).toHaveValue("");
});

test("logout shows the dialog and protected pages redirect again", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.getByRole("button", { name: "Sair" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Logout realizado" });
  await expect(dialog).toContainText("Você foi desconectado com sucesso.");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Finvoices/);
});

test("the 6th wrong attempt is refused even with the right password", async ({ page }) => {
  const paula = DEMO_CUSTOMERS.paula;
  for (let attempt = 1; attempt <= 5; attempt++) {
    await login(page, paula, { password: `errada-${attempt}` });
    await expect(page.getByRole("alert").filter({ hasText: /Credenciais invalidas|Muitas tentativas/ })).toBeVisible();
  }
  await login(page, paula);
  await expect(page.getByRole("alert").filter({ hasText: "Muitas tentativas" })).toContainText("Tente novamente às");
  await expect(page).toHaveURL(/\/login/);
});

test("a session older than 24 hours is logged out", async ({ page, context, baseURL }) => {
  const maria = DEMO_CUSTOMERS.maria;
  const mint = (loginAt: number) =>
    encode({
      secret: E2E_AUTH_SECRET,
      token: { sub: maria.digits, loginAt, customer: { id: "1", cpf: maria.digits, nome: maria.name, email: "", telefone: "" } },
    });
  const url = new URL(baseURL!);
  const setSession = async (loginAt: number) =>
    context.addCookies([{ name: "next-auth.session-token", value: await mint(loginAt), domain: url.hostname, path: "/" }]);

  await setSession(Date.now() - 23 * 3600 * 1000);
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/invoices$/);

  await setSession(Date.now() - 24 * 3600 * 1000 - 1000);
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Finvoices/);
});

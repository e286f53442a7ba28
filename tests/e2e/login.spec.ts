import { expect, test, type BrowserContext } from "@playwright/test";
import { decode, encode } from "next-auth/jwt";
import { loginMessages } from "../../lib/auth/messages";
import { lookupMessages } from "../../lib/billing/public-access/messages";
import { csrfToken, DEMO_CUSTOMERS, firstBrandUrl, login, loginAndWait, pageScripts, secondBrandUrl, welcome } from "./support";
import { SESSION_MAX_AGE_SECONDS } from "../../lib/auth/session-policy";
import { UNKNOWN_DOCUMENT } from "../../sandbox/sgp/demo-customers";
import { E2E_AUTH_SECRET } from "./env";

/**
 * Moves the login of the context's session `hours` back, as if it had been made that long ago:
 * the session cookie the real login set, re-signed with the test server's AUTH_SECRET with only
 * its login instant changed. The server judges it on its own, real clock.
 */
async function loggedInHoursAgo(context: BrowserContext, baseURL: string | undefined, hours: number) {
  const cookie = (await context.cookies(baseURL)).find((c) => c.name === "next-auth.session-token");
  if (!cookie) throw new Error("no session cookie");
  const token = await decode({ token: cookie.value, secret: E2E_AUTH_SECRET });
  if (!token) throw new Error("the session cookie does not decode with the test server's secret");
  const value = await encode({
    token: { ...token, loginAt: Date.now() - hours * 3600 * 1000 },
    secret: E2E_AUTH_SECRET,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  await context.addCookies([{ ...cookie, value }]);
}

test("Maria logs in and lands on the dashboard after the welcome message", async ({ page }) => {
  await login(page, DEMO_CUSTOMERS.maria);
  // The session endpoint answers the first name only (SECURITY.md, Sessions).
  await expect(page.getByText("Bem-vindo, Maria!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Olá, Maria!" })).toBeVisible();
});

test("the dashboard is fetched during the welcome message, so its navigation is answered at once", async ({ page }) => {
  await login(page, DEMO_CUSTOMERS.maria);
  await expect(welcome(page, DEMO_CUSTOMERS.maria)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Olá, Maria!" })).toBeVisible();
  // Speculation rules in the login page (components/ui/document-prefetch.tsx), allowed by its hash.
  const delivery = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType,
  );
  expect(delivery).toBe("navigational-prefetch");
});

test("'Pagar sem entrar' on the login page of each brand leads to the invoice lookup, by keyboard too", async ({ page }) => {
  for (const [url, brand] of [
    [firstBrandUrl, "velozfibra"],
    [secondBrandUrl, "conectasul"],
  ] as const) {
    await page.goto(`${url}/login`);
    await expect(page.locator("html")).toHaveAttribute("data-brand", brand);
    const link = page.getByRole("link", { name: loginMessages.payWithoutLogin.link });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/verificar-fatura");
    await expect(page.getByText(loginMessages.payWithoutLogin.prompt)).toBeVisible();

    // Tab from the top of the page reaches it; Enter follows it.
    let focused = "";
    for (let step = 0; step < 30 && focused !== loginMessages.payWithoutLogin.link; step++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    }
    expect(focused).toBe(loginMessages.payWithoutLogin.link);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${url}/verificar-fatura`);
    await expect(page.getByRole("heading", { name: lookupMessages.title })).toBeVisible();
  }
});

test("'Entrar' tapped before the page's scripts have run posts the form: Maria is signed in once, no password in an address", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: firstBrandUrl });
  // The scripts are held back, so the tap lands on the server-rendered form before React hydrates it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(pageScripts, async (route) => {
    await released;
    await route.continue();
  });
  const requested: { method: string; url: string; body: string | null }[] = [];
  context.on("request", (request) => requested.push({ method: request.method(), url: request.url(), body: request.postData() }));
  const page = await context.newPage();
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await page.getByLabel("CPF/CNPJ").fill(DEMO_CUSTOMERS.maria.document);
  await page.getByLabel("Senha").fill(DEMO_CUSTOMERS.maria.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === "/", { waitUntil: "commit" });
  release();
  await expect(page.getByRole("heading", { name: "Olá, Maria!" })).toBeVisible();
  expect(requested.filter((r) => /senha|documento/.test(new URL(r.url).search))).toEqual([]);
  const posts = requested.filter((r) => r.body?.includes(DEMO_CUSTOMERS.maria.password));
  expect(posts.map((r) => [r.method, new URL(r.url).pathname])).toEqual([["POST", "/login"]]);
  await context.close();
});

test("a wrong password tapped before the scripts have run comes back rendered with the error, and the page then works with its scripts", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: firstBrandUrl, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(pageScripts, async (route) => {
    await released;
    await route.continue();
  });
  const refused: string[] = [];
  const page = await context.newPage();
  page.on(
    "console",
    (message) => void (/Content Security Policy|Content-Security-Policy/i.test(message.text()) && refused.push(message.text())),
  );
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await page.getByLabel("CPF/CNPJ").fill(UNKNOWN_DOCUMENT);
  await page.getByLabel("Senha").fill("errada-antes-do-script");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: loginMessages.invalidCredentials.title })).toBeVisible();
  release();
  // The page answered to the post carries the request's nonce: its scripts run and the form is React's
  // again, checking the document as it is typed (typed again until React has hydrated the field).
  await expect(async () => {
    await page.getByLabel("CPF/CNPJ").fill("");
    await page.getByLabel("CPF/CNPJ").fill("52998224724");
    await expect(page.getByText("CPF invalido")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("button", { name: "Entrar" })).toBeDisabled();
  expect(refused).toEqual([]);
  expect(new URL(page.url()).search).toBe("");
  await context.close();
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

test("an incomplete document is refused at submit as the spec names it, without asking the server", async ({ page }) => {
  const answers: string[] = [];
  page.on("request", (request) => request.url().includes("/api/auth/callback") && answers.push(request.url()));
  await page.goto("/login");
  await page.getByLabel("Senha").fill("qualquer");
  for (const [typed, message] of [
    ["5299822472", "CPF invalido"],
    ["123", "CPF invalido"],
    ["112223330001", "CNPJ invalido"],
    ["1122233300018", "CNPJ invalido"],
  ] as const) {
    await page.getByLabel("CPF/CNPJ").fill(typed);
    // While typing, an incomplete document is no error yet.
    await expect(page.locator("#documento-erro")).toHaveCount(0);
    await page.getByLabel("Senha").press("Enter");
    await expect(page.locator("#documento-erro")).toHaveText(message);
    await expect(page.getByRole("button", { name: "Entrar" })).toBeDisabled();
    await expect(page.getByText("Credenciais invalidas")).toHaveCount(0);
    await page.reload();
    await page.getByLabel("Senha").fill("qualquer");
  }
  expect(answers).toEqual([]);
});

test("the server names an incomplete document too, when the page's check is skipped", async ({ page }) => {
  await page.goto("/login");
  const csrf = await csrfToken(page.request);
  for (const [documento, code] of [
    ["5299822472", "INVALID_CPF"],
    ["112223330001", "INVALID_CNPJ"],
  ] as const) {
    const response = await page.request.post("/api/auth/callback/credentials", {
      form: { csrfToken: csrf, documento, senha: "qualquer", json: "true" },
      maxRedirects: 0,
    });
    const answer = (await response.json()) as { url: string };
    expect(new URL(answer.url).searchParams.get("error")).toBe(code);
  }
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

test("logout shows the dialog and protected pages redirect again; a copy of the cookie is dead too", async ({ page, browser }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  const copied = (await page.context().cookies()).filter((c) => c.name.includes("session-token"));
  await page.getByRole("button", { name: "Sair" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Logout realizado" });
  await expect(dialog).toContainText("Você foi desconectado com sucesso.");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Finvoices/);

  // Someone who kept the session cookie from before the logout gets nothing with it.
  const elsewhere = await browser.newContext({ baseURL: page.url() });
  await elsewhere.addCookies(copied);
  const other = await elsewhere.newPage();
  await other.goto("/invoices");
  await expect(other).toHaveURL(/\/login\?callbackUrl=%2Finvoices/);
  await elsewhere.close();
});

test("a tampered session cookie is refused and cleared", async ({ page, context, baseURL }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  const [session] = (await context.cookies()).filter((c) => c.name.includes("session-token"));
  await context.addCookies([{ ...session!, value: `${session!.value.slice(0, -4)}AAAA` }]);
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Finvoices/);
  expect((await context.cookies(baseURL)).filter((c) => c.name.includes("session-token"))).toEqual([]);
});

test("24 hours after login the session ends: redirect to login, cookie cleared, a console message only", async ({
  page,
  context,
  baseURL,
}) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);

  await loggedInHoursAgo(context, baseURL, 23.9);
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/invoices$/);

  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await loggedInHoursAgo(context, baseURL, 24);
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Finvoices&sessao=expirada/);
  await expect.poll(() => messages).toContain(loginMessages.sessionExpiredConsole);
  await expect(page.getByText(loginMessages.sessionExpiredConsole)).toHaveCount(0);
  expect((await context.cookies(baseURL)).filter((c) => c.name.includes("session-token"))).toEqual([]);

  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Finvoices$/);
});

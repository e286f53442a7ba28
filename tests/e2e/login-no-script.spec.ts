import { expect, test, type BrowserContext, type Request } from "@playwright/test";
import { loginMessages } from "../../lib/auth/messages";
import { invoiceMessages } from "../../lib/billing/invoices/messages";
import { DEMO_CUSTOMERS, firstBrandUrl } from "./support";

/**
 * The login form without JavaScript (switched off, blocked, or not loaded yet): a POST to the
 * server, never a GET with the CPF and the password in the address (SECURITY.md, second round).
 */
function recordRequests(context: BrowserContext) {
  const requests: Request[] = [];
  context.on("request", (request) => requests.push(request));
  return requests;
}

/** Request addresses that carry the password or the typed document anywhere. */
function leaking(requests: Request[], ...secrets: string[]) {
  return requests
    .map((r) => r.url())
    .filter((url) => secrets.some((secret) => decodeURIComponent(url).includes(secret)) || /senha|documento/.test(new URL(url).search));
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("Maria signs in and reaches the dashboard; no address carries her password", async ({ context, page }) => {
    const requests = recordRequests(context);
    const maria = DEMO_CUSTOMERS.maria;
    await page.goto("/login");
    await page.getByLabel("CPF/CNPJ").fill(maria.document);
    await page.getByLabel("Senha").fill(maria.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForLoadState();
    expect(leaking(requests, maria.password, maria.digits)).toEqual([]);
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { name: "Olá, Maria!" })).toBeVisible();
    const sent = requests.filter((r) => r.postData()?.includes(maria.password));
    expect(sent.map((r) => [r.method(), new URL(r.url()).pathname])).toEqual([["POST", "/login"]]);
    expect((await context.cookies(firstBrandUrl)).map((c) => c.name)).toContain("next-auth.session-token");
  });

  test("the page asked for before login comes back after it", async ({ page }) => {
    await page.goto("/invoices");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Finvoices$/);
    await page.getByLabel("CPF/CNPJ").fill(DEMO_CUSTOMERS.carlos.document);
    await page.getByLabel("Senha").fill(DEMO_CUSTOMERS.carlos.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL((url) => url.pathname === "/invoices");
    await expect(page.getByRole("heading", { name: invoiceMessages.pageTitle, exact: true })).toBeVisible();
  });

  test("a wrong password shows the spec's message on the page, the document kept and the password not", async ({ context, page }) => {
    const requests = recordRequests(context);
    const ana = DEMO_CUSTOMERS.ana;
    await page.goto("/login");
    await page.getByLabel("CPF/CNPJ").fill(ana.document);
    await page.getByLabel("Senha").fill("errada-sem-script");
    await page.getByRole("button", { name: "Entrar" }).click();
    const alert = page.getByRole("alert").filter({ hasText: loginMessages.invalidCredentials.title });
    await expect(alert).toContainText(loginMessages.invalidCredentials.description);
    expect(new URL(page.url()).pathname).toBe("/login");
    await expect(page.getByLabel("CPF/CNPJ")).not.toHaveValue("");
    await expect(page.getByLabel("Senha")).toHaveValue("");
    expect(leaking(requests, "errada-sem-script", ana.digits)).toEqual([]);
    expect((await context.cookies(firstBrandUrl)).map((c) => c.name)).not.toContain("next-auth.session-token");
  });

  test("a form posted from another site is refused", async ({ page, request }) => {
    await page.goto("/login");
    const fields = await page
      .locator("form input[type=hidden]")
      .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]));
    const multipart: Record<string, string> = Object.fromEntries(fields);
    multipart.documento = DEMO_CUSTOMERS.maria.document;
    multipart.senha = DEMO_CUSTOMERS.maria.password;
    const answer = await request.post("/login", { multipart, headers: { origin: "https://outro-site.example" }, maxRedirects: 0 });
    expect(answer.status()).not.toBe(303);
    expect(answer.headers()["set-cookie"] ?? "").not.toContain("next-auth.session-token");
  });
});

import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../sandbox/sgp/demo-customers";
import { paymentMessages } from "../../lib/billing/payments/messages";
import { RECOVERY_ROOT_ID } from "../../lib/platform/browser/load-recovery";
import { e2ePorts } from "./ports";

export { DEMO_CUSTOMERS };
export const firstBrandUrl = `http://localhost:${e2ePorts.first}`;
export const secondBrandUrl = `http://localhost:${e2ePorts.second}`;

/** The page's scripts, for context.route: their URLs end in ?dpl=<NEXT_DEPLOYMENT_ID> (a glob on ".js" misses them). */
export const pageScripts = (url: URL) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js");

/** Fills the login form and waits for the welcome message and the redirect. */
export async function login(page: Page, customer: DemoCustomer, options: { path?: string; password?: string } = {}) {
  await page.goto(options.path ?? "/login");
  await page.getByLabel("CPF/CNPJ").fill(customer.document);
  await page.getByLabel("Senha").fill(options.password ?? customer.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** next-auth's CSRF token for a POST to its endpoints; the request context keeps the cookie it pairs with. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string }).csrfToken;
}

/**
 * Signs in and opens the dashboard, for the specs whose subject comes after the sign-in. The
 * session comes from next-auth's credentials endpoint, the check the login form's own action
 * makes (lib/auth/form-sign-in.ts), in one request of the page's context: the login page itself,
 * its welcome and its redirect are the subject of login.spec.ts, login-no-script.spec.ts and
 * login-redirect.spec.ts, and going through them at each of the suite's 97 sign-ins cost about a
 * minute of the CI's 30.
 */
export async function loginAndWait(page: Page, customer: DemoCustomer) {
  const answer = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken: await csrfToken(page.request), documento: customer.document, senha: customer.password, json: "true" },
    maxRedirects: 0,
  });
  const { url } = (await answer.json()) as { url: string };
  expect(new URL(url).searchParams.get("error"), `login de ${customer.document}`).toBeNull();
  await page.goto("/");
  await expect(page).toHaveURL((address) => address.pathname === "/");
}

/** The welcome after a sign-in: the session endpoint answers the first name only (SECURITY.md, Sessions). */
export function welcome(page: Page, customer: DemoCustomer) {
  return page.getByText(`Bem-vindo, ${customer.name.split(" ")[0]}!`);
}

/**
 * The rendered app. React reveals streamed Suspense content a moment after the
 * page loads, so for that moment a text also sits in a hidden holder outside
 * the root; text queries scoped here ignore that copy.
 */
export function appRoot(page: Page) {
  return page.locator(`#${RECOVERY_ROOT_ID}`);
}

/** Generates the invoice's boleto (confirming), or shows the one already generated, and waits for its dialog. */
export async function openBoleto(page: Page, invoice: Page | Locator = page) {
  const view = invoice.getByRole("button", { name: paymentMessages.viewBoleto });
  const generate = invoice.getByRole("button", { name: paymentMessages.generateBoleto });
  await expect(view.or(generate)).toBeVisible();
  if (await view.isVisible()) {
    await view.click();
  } else {
    await generate.click();
    const confirm = page.getByRole("alertdialog", { name: paymentMessages.boletoConfirm.title });
    await confirm.getByRole("button", { name: paymentMessages.boletoConfirm.confirm }).click();
  }
  await expect(page.getByTestId("boleto-linha-digitavel")).toBeVisible();
}

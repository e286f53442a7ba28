import { expect, test, type APIRequestContext } from "@playwright/test";
import { HOSTILE_CALLBACKS, SAME_SITE_CALLBACKS } from "../support/hostile-callbacks";
import { csrfToken, DEMO_CUSTOMERS, firstBrandUrl, login, welcome } from "./support";

/*
 * The return-to page after login, through the real flow: the credentials POST to next-auth
 * (whose redirect callback decides), and the login page following that answer in a browser.
 */
const carlos = DEMO_CUSTOMERS.carlos;
const label = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 40)}… (${value.length})` : value);

/** Logs Carlos in with `callbackUrl` as a form would, and as the login page does (json): where each is sent. */
async function loginAnswers(request: APIRequestContext, callbackUrl: string) {
  const form = { csrfToken: await csrfToken(request), documento: carlos.document, senha: carlos.password, callbackUrl };
  const plain = await request.post("/api/auth/callback/credentials", { form, maxRedirects: 0 });
  expect(plain.status()).toBe(302);
  const json = await request.post("/api/auth/callback/credentials", { form: { ...form, json: "true" }, maxRedirects: 0 });
  expect(json.status()).toBe(200);
  return { location: plain.headers().location, url: ((await json.json()) as { url: string }).url };
}

test(`next-auth sends all ${HOSTILE_CALLBACKS.length} hostile return-to values to /, and keeps this site's paths`, async ({ request }) => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const value of HOSTILE_CALLBACKS) {
    const { location, url } = await loginAnswers(request, value);
    if (location !== `${firstBrandUrl}/` || url !== `${firstBrandUrl}/`) wrong.push(`${label(value)} -> ${location} | ${url}`);
  }
  expect(wrong).toEqual([]);
  for (const value of SAME_SITE_CALLBACKS) {
    expect(await loginAnswers(request, value)).toEqual({ location: `${firstBrandUrl}${value}`, url: `${firstBrandUrl}${value}` });
  }
});

// The list, in a browser: the page reached after 'Bem-vindo' is this site's dashboard.
for (const value of HOSTILE_CALLBACKS.slice(0, 10)) {
  test(`after login with callbackUrl=${label(value)} the browser stays on the site`, async ({ page }) => {
    await login(page, carlos, { path: `/login?callbackUrl=${encodeURIComponent(value)}` });
    await expect(welcome(page, carlos)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Olá, Carlos!" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(firstBrandUrl);
    expect(new URL(page.url()).pathname).toBe("/");
  });
}

test("the guard's own redirect to /login carries only a path of this site, whatever the Host", async ({ request }) => {
  const cases: [string, string, Record<string, string>][] = [
    ["/invoices?mes=3", "/invoices?mes=3", {}],
    ["/invoices/%2F%2Fevil.example", "/", {}],
    ["/invoices/%5Cevil.example", "/", {}],
    ["/support/..%2F%2Fevil.example", "/", {}],
    ["/invoices/%0d%0aLocation:%20evil.example", "/", {}],
    ["/invoices", "/invoices", { host: "evil.example" }],
    ["/invoices", "/invoices", { "x-forwarded-host": "evil.example" }],
  ];
  for (const [asked, callbackUrl, headers] of cases) {
    const response = await request.get(asked, { maxRedirects: 0, headers });
    expect(response.status()).toBe(307);
    const location = response.headers().location!;
    expect(location).toMatch(/^\/login\?/);
    expect(new URL(location, firstBrandUrl).searchParams.get("callbackUrl")).toBe(callbackUrl);
  }
});

import { expect, test, type Page } from "@playwright/test";
import { lookupMessages } from "../../lib/billing/public-access/messages";
import { DEMO_CUSTOMERS, pageScripts } from "./support";

/*
 * The pages a stranger opens on mobile data (the login, the SMS link, the lookup, the PIX check)
 * check their forms with plain functions and leave zod to the server: zod is a third of such a
 * page's own script (bench/NOTES.md). A module a form imports for one text or one constant
 * brings it along when it also builds a schema (lib/auth/new-password-rules.ts).
 */

/** The scripts the page loaded by its load event, with their text. */
async function scriptsOf(page: Page, open: () => Promise<unknown>): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (pageScripts(new URL(response.url())))
      pending.push(response.text().then((text) => void scripts.set(new URL(response.url()).pathname, text)));
  });
  await open();
  await page.waitForLoadState("load");
  await Promise.all(pending);
  expect(scripts.size).toBeGreaterThan(3);
  return scripts;
}

/** zod's error class keeps its name in a production bundle. */
const shipsZod = (scripts: Map<string, string>) => [...scripts.values()].some((text) => text.includes("ZodError"));

let address = 0;
test.beforeEach(async ({ page }) => {
  address += 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${200 + address}` });
});

for (const path of ["/login", "/verificarpixefi", "/verificar-fatura"]) {
  test(`${path} loads no zod`, async ({ page }) => {
    expect(shipsZod(await scriptsOf(page, () => page.goto(path)))).toBe(false);
  });
}

test("the SMS link's page loads no zod", async ({ page, browser }) => {
  await page.goto("/verificar-fatura");
  await page.getByLabel(lookupMessages.fieldLabel).pressSequentially(DEMO_CUSTOMERS.joao.digits);
  const link = page.waitForURL(/\/fatura\/[A-Za-z0-9_-]{32}$/);
  await page.getByRole("button", { name: lookupMessages.submit }).click();
  await link;
  // Opened as the SMS opens it: a new browser, nothing cached.
  const phone = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${200 + address}` } });
  const linkPage = await phone.newPage();
  expect(shipsZod(await scriptsOf(linkPage, () => linkPage.goto(page.url())))).toBe(false);
  await phone.close();
});

test("the check sees zod where a form does validate with it (the new password of /forgot-password)", async ({ page }) => {
  expect(shipsZod(await scriptsOf(page, () => page.goto("/forgot-password")))).toBe(true);
});

import { expect, test, type Page } from "@playwright/test";
import { skipLinkText } from "../../components/shell/skip-link";
import { DEMO_CUSTOMERS, firstBrandUrl, loginAndWait, secondBrandUrl } from "./support";

/*
 * Rough edges a newcomer meets: the 404 page in the server's HTML, the skip link on
 * every page, and a portal no search engine indexes.
 */

const MISSING = "/nao-existe/de-jeito-nenhum";

test("an unknown address answers 404 with the branded not-found page in the server's HTML", async ({ request }) => {
  for (const [url, brand] of [
    [firstBrandUrl, "velozfibra"],
    [secondBrandUrl, "conectasul"],
  ] as const) {
    for (const path of [MISSING, "/api/nada", "/prerendered/velozfibra/login"]) {
      const response = await request.get(`${url}${path}`);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      // What a crawler, a slow phone or a screen reader gets before any JavaScript runs.
      expect(html).toMatch(/<h1[^>]*>Oops! Pagina nao encontrada<\/h1>/);
      expect(html).toContain("Voltar para o início");
      // Next.js puts the build's data-dpl-id (NEXT_DEPLOYMENT_ID) first when the build has one.
      expect(html).toMatch(new RegExp(`<html (data-dpl-id="[^"]*" )?lang="pt-BR" data-brand="${brand}"`));
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the not-found page is readable and its way back works", async ({ page }) => {
    const response = await page.goto(MISSING);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Pagina nao encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});

/** The link's on-screen width: 1px while visually hidden (sr-only), its text's width while focused. */
const widthOf = (page: Page) => page.getByRole("link", { name: skipLinkText }).evaluate((el) => el.getBoundingClientRect().width);

/** The first Tab lands on the skip link, shown while focused; Enter moves focus to the main content. */
async function expectSkipLinkFirst(page: Page, path: string) {
  expect(await widthOf(page), path).toBeLessThanOrEqual(1);
  await page.keyboard.press("Tab");
  const link = page.getByRole("link", { name: skipLinkText });
  await expect(link, path).toBeFocused();
  expect(await widthOf(page), path).toBeGreaterThan(50);
  await expect(link).toHaveAttribute("href", "#conteudo");
  await page.keyboard.press("Enter");
  await expect(page.locator("#conteudo"), path).toBeFocused();
  expect(await widthOf(page), path).toBeLessThanOrEqual(1);
}

test("every public page starts with 'Pular para o conteúdo', which jumps to the main content", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/login", "/verificar-fatura", "/forgot-password", "/terms", "/privacy", "/verificarpixefi", MISSING]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectSkipLinkFirst(page, path);
  }
});

test("every portal page starts with the skip link, ahead of the sidebar and the header", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  for (const path of ["/", "/invoices", "/services", "/notifications", "/profile"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectSkipLinkFirst(page, path);
    // The target holds the page's own content, not the sidebar's.
    await expect(page.locator("#conteudo h1").first(), path).toBeVisible();
  }
});

test("robots.txt disallows everything and every answer says noindex", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect((await robots.text()).replace(/\r/g, "")).toMatch(/User-Agent: \*\nDisallow: \/\n/);

  // Built pages, pages rendered per request, the 404, route handlers and static files alike.
  for (const path of [
    "/login",
    "/terms",
    "/verificarpixefi",
    "/",
    MISSING,
    "/api/health",
    "/sw.js",
    "/brands/velozfibra/manifest.webmanifest",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  for (const path of ["/login", "/verificar-fatura", "/verificarpixefi"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
  }
});

test("a page rendered per request leaves its brand where app/global-error.tsx finds it", async ({ request }) => {
  for (const [url, brand] of [
    [firstBrandUrl, "velozfibra"],
    [secondBrandUrl, "conectasul"],
  ] as const) {
    const response = await request.get(`${url}/verificarpixefi`);
    expect(response.headers()["set-cookie"]).toMatch(new RegExp(`(^|\\n)shown-brand=${brand}; Path=/;.*SameSite=lax`, "i"));
  }
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { brands, type Brand } from "../../config/brands";
import { pushMessages } from "../../lib/notifications/push/messages";
import { DEMO_CUSTOMERS, firstBrandUrl, loginAndWait, secondBrandUrl } from "./support";

/*
 * The portal installs per brand: each port's pages link their brand's manifest and
 * apple-touch-icon, the manifest parses (Chromium's own parser) and every icon is a PNG of
 * the size it claims. On an iPhone without PushManager the settings say to install first.
 */

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

async function pngSize(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toBe("image/png");
  const bytes = await response.body();
  expect(bytes.subarray(0, 8).toString("hex"), url).toBe("89504e470d0a1a0a");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** What Chromium itself reads from the page's manifest and whether it would install the page (Lighthouse asks the same). */
async function chromiumManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const result = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[]; data?: string };
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  await cdp.detach();
  return { ...result, installabilityErrors };
}

async function expectInstallable(page: Page, brand: Brand, base: string) {
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe(`/brands/${brand.id}/manifest.webmanifest`);
  const { url, errors, data, installabilityErrors } = await chromiumManifest(page);
  expect(url).toBe(`${base}${manifestHref}`);
  expect(errors).toEqual([]);
  // Chromium's installability check; a test browser's context is incognito, which is no property of the site.
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  const manifest = JSON.parse(data ?? "{}") as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: brand.appName,
    short_name: brand.shortName,
    theme_color: brand.themeColor.light,
    background_color: "#ffffff",
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) expect(await pngSize(page.request, new URL(icon.src, base).href)).toBe(icon.sizes);

  const apple = page.locator('link[rel="apple-touch-icon"]');
  await expect(apple).toHaveAttribute("sizes", "180x180");
  expect(await pngSize(page.request, new URL((await apple.getAttribute("href"))!, base).href)).toBe("180x180");
}

for (const [base, brand] of [
  [firstBrandUrl, brands.velozfibra],
  [secondBrandUrl, brands.conectasul],
] as const) {
  test(`${brand.name} (${new URL(base).port}): a public page and a portal page link the brand's manifest and icons`, async ({ page }) => {
    const response = await page.goto(`${base}/login`);
    expect(response?.headers()["content-security-policy"]).toContain("manifest-src 'self'");
    await expectInstallable(page, brand, base);

    await page.goto(`${base}/verificar-fatura`);
    await expectInstallable(page, brand, base);

    await page.goto(`${base}/login`);
    await page.getByLabel("CPF/CNPJ").fill(DEMO_CUSTOMERS.carlos.document);
    await page.getByLabel("Senha").fill(DEMO_CUSTOMERS.carlos.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(`${base}/`);
    await expectInstallable(page, brand, base);
  });
}

test.describe("on an iPhone, in Safari", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });

  test("without PushManager the notification settings say to add the portal to the home screen", async ({ page }) => {
    // Safari on iOS exposes no PushManager to a site that was not added to the home screen.
    await page.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await loginAndWait(page, DEMO_CUSTOMERS.ana);
    await page.goto("/notifications");
    await expect(page.locator("#push-toggle-status")).toHaveText(pushMessages.status.unsupported);
    await expect(page.getByText(pushMessages.iosHomeScreen)).toBeVisible();
  });
});

test("a desktop browser with push gets no home-screen hint", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.ana);
  await page.goto("/notifications");
  await expect(page.locator("#push-toggle-status")).not.toHaveAttribute("data-state", "checking");
  await expect(page.getByText(pushMessages.iosHomeScreen)).toHaveCount(0);
});

test("a push is shown with the brand's icon and badge", async ({ page, context }) => {
  await context.grantPermissions(["notifications"], { origin: secondBrandUrl });
  await page.goto(`${secondBrandUrl}/login`);
  await page.getByLabel("CPF/CNPJ").fill(DEMO_CUSTOMERS.ana.document);
  await page.getByLabel("Senha").fill(DEMO_CUSTOMERS.ana.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${secondBrandUrl}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);

  // DevTools' "Push" button: the service worker receives a push event as from a push service.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<{ registrationId: string }>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
      const found = event.registrations.find(
        (r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${secondBrandUrl}/` && !r.isDeleted,
      );
      if (found) resolve(found);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const { registrationId } = await registration;
  // The tag makes a second delivery replace the first: a push that reached a worker still
  // starting is simply sent again until one is shown.
  const payload = {
    title: "Sua fatura vence hoje",
    body: "A fatura 880010 vence hoje.",
    url: "/invoices#fatura-880010",
    tag: "fatura-880010",
  };
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        icon: n.icon,
        badge: n.badge,
        url: (n.data as { url: string }).url,
      })),
    );
  await expect(async () => {
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: secondBrandUrl, registrationId, data: JSON.stringify(payload) });
    await expect.poll(shown, { timeout: 3_000 }).toEqual([
      {
        title: payload.title,
        icon: `${secondBrandUrl}/brands/conectasul/icon-192.png`,
        badge: `${secondBrandUrl}/brands/conectasul/badge-96.png`,
        url: `${secondBrandUrl}/invoices#fatura-880010`,
      },
    ]);
  }).toPass({ timeout: 20_000 });
});

import { expect, test } from "@playwright/test";
import { notificationMessages as m } from "../../lib/notifications/messages";
import { E2E_NOTIFY_API_TOKEN } from "./env";
import { DEMO_CUSTOMERS, firstBrandUrl, loginAndWait } from "./support";

/*
 * The notifications page once went no further than 100. Ana gets 130 more here (other tests
 * may add theirs: nothing below counts on an absolute total), then pages through them by keyboard.
 */

const EXTRA = 130;

test("the notifications page pages through more than 100 with 'Carregar mais', by keyboard", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = DEMO_CUSTOMERS.ana;
  const titles = Array.from({ length: EXTRA }, (_, i) => `Histórico ${String(i).padStart(3, "0")}`);
  for (const titulo of titles) {
    const response = await request.post(`${firstBrandUrl}/api/notifications`, {
      headers: { authorization: `Bearer ${E2E_NOTIFY_API_TOKEN}` },
      data: { documento: customer.digits, titulo, mensagem: "Aviso antigo", prioridade: 1 },
    });
    expect(response.status()).toBe(201);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await loginAndWait(page, customer);
  await page.goto("/notifications");
  await page.getByRole("tab", { name: m.tabAll }).click();
  const panel = page.getByRole("tabpanel", { name: m.tabAll });
  const items = panel.getByRole("listitem");
  await expect(items).toHaveCount(100);

  const more = panel.getByRole("button", { name: m.loadMore });
  let pages = 0;
  while ((await more.count()) > 0 && pages < 10) {
    const before = await items.count();
    await more.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => items.count()).toBeGreaterThan(before);
    // Focus goes to the first notification the page brought, so the keyboard carries on from there.
    await expect(items.nth(before)).toBeFocused();
    pages++;
  }
  expect(pages).toBeGreaterThan(0);
  await expect(more).toHaveCount(0);

  const shown = await panel.getByRole("listitem").allInnerTexts();
  for (const titulo of titles)
    expect(
      shown.filter((text) => text.includes(titulo)),
      titulo,
    ).toHaveLength(1);
  expect(await items.count()).toBeGreaterThanOrEqual(EXTRA);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The unread tab pages the same way; leave Ana with nothing unread for the other tests.
  expect((await page.request.post("/api/notifications/read", { data: { todas: true } })).ok()).toBe(true);
});

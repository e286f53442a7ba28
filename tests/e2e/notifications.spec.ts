import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { notificationMessages as m } from "../../lib/notifications/messages";
import { pushMessages } from "../../lib/notifications/push/messages";
import { browserSubscription } from "../support/push-keys";
import { E2E_DATA_DIR, E2E_NOTIFY_API_TOKEN } from "./env";
import { DEMO_CUSTOMERS, firstBrandUrl, loginAndWait } from "./support";

/*
 * Each test uses its own demo customer and never relies on an absolute count, so
 * notifications created by other features' tests (trust release, tickets) do not matter.
 */

type OperatorNotification = { documento: string; titulo: string; mensagem: string; link?: string; prioridade?: number };

async function notifyViaRoute(request: APIRequestContext, body: OperatorNotification) {
  const response = await request.post(`${firstBrandUrl}/api/notifications`, {
    headers: { authorization: `Bearer ${E2E_NOTIFY_API_TOKEN}` },
    data: body,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; link: string | null };
}

/** `npm run notify -- …`, with the same configuration the server uses. */
async function notifyViaCli(args: string[]) {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const { stdout } = await promisify(execFile)(tsx, ["scripts/notify.ts", ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NOTIFY_API_TOKEN: E2E_NOTIFY_API_TOKEN, NOTIFY_URL: firstBrandUrl },
  });
  expect(stdout).toMatch(/Notificação #\d+ criada/);
}

/** Starts the test with no unread notifications for the logged-in customer. */
async function clearUnread(page: Page) {
  const response = await page.request.post("/api/notifications/read", { data: { todas: true } });
  expect(response.ok()).toBe(true);
  await page.reload();
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notificações/ });
const bellBadge = (page: Page) => page.getByTestId("bell-badge");
const sidebarBadge = (page: Page) => page.getByTestId("unread-badge");
const popover = (page: Page) => page.getByRole("dialog", { name: m.popoverTitle });

test("a notification from `npm run notify` reaches the bell within 30 s; reading it clears the badge in another tab", async ({
  page,
  context,
}) => {
  await context.clock.install();
  const customer = DEMO_CUSTOMERS.carlos;
  await loginAndWait(page, customer);
  await clearUnread(page);
  await expect(bellBadge(page)).toHaveCount(0);

  const second = await context.newPage();
  await second.goto("/");
  await expect(bellBadge(second)).toHaveCount(0);

  const titulo = `Manutenção programada ${Date.now()}`;
  await notifyViaCli([
    "--doc",
    customer.document,
    "--title",
    titulo,
    "--message",
    "Rede em manutenção às 2h.",
    "--type",
    "warning",
    "--priority",
    "2",
    "--link",
    "/invoices",
  ]);

  // The next 30 s poll picks it up, in both tabs.
  await context.clock.fastForward(30_000);
  await expect(bellBadge(page)).toHaveText("1");
  await expect(bellBadge(second)).toHaveText("1");
  await expect(sidebarBadge(second)).toHaveText("1");

  await bell(page).click();
  const list = popover(page);
  await expect(list.getByText(titulo)).toBeVisible();
  await expect(list.getByText("Agora")).toBeVisible();
  await list.getByRole("button", { name: m.markReadOf(titulo) }).click();
  await expect(list.getByText(m.emptyUnread)).toBeVisible();

  // No clock tick needed: the other tab hears it at once.
  await expect(bellBadge(page)).toHaveCount(0);
  await expect(bellBadge(second)).toHaveCount(0);
  await expect(sidebarBadge(second)).toHaveCount(0);
});

test("clicking a notification opens its link in a new tab and closes the popover", async ({ page, context }) => {
  const customer = DEMO_CUSTOMERS.maria;
  await loginAndWait(page, customer);
  await clearUnread(page);
  const titulo = `Fatura disponível ${Date.now()}`;
  await notifyViaRoute(page.request, { documento: customer.digits, titulo, mensagem: "Confira sua fatura.", link: "/invoices" });
  await page.reload();

  await bell(page).click();
  const entry = popover(page).getByRole("link", { name: new RegExp(titulo) });
  await expect(entry).toHaveAttribute("target", "_blank");
  const [opened] = await Promise.all([context.waitForEvent("page"), entry.click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe("/invoices");
  await expect(popover(page)).toBeHidden();
  await expect(bellBadge(page)).toHaveCount(0);
});

test("a javascript: action link is never rendered as a link", async ({ page }) => {
  const customer = DEMO_CUSTOMERS.joao;
  await loginAndWait(page, customer);
  const titulo = `Aviso suspeito ${Date.now()}`;
  const created = await notifyViaRoute(page.request, {
    documento: customer.digits,
    titulo,
    mensagem: "Link perigoso",
    link: "javascript:alert(document.cookie)",
  });
  expect(created.link).toBeNull();
  await page.reload();

  await bell(page).click();
  await expect(popover(page).getByText(titulo)).toBeVisible();
  await expect(popover(page).getByRole("link", { name: new RegExp(titulo) })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/notifications");
  const item = page.getByTestId("notification-item").filter({ hasText: titulo }).first();
  await expect(item).toBeVisible();
  await expect(item.getByRole("link")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
});

test("with 120 unread the bell and the sidebar show 99+", async ({ page }) => {
  const customer = DEMO_CUSTOMERS.empresa;
  await loginAndWait(page, customer);
  for (let batch = 0; batch < 12; batch++) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        notifyViaRoute(page.request, { documento: customer.digits, titulo: `Aviso ${batch * 10 + i + 1}`, mensagem: "Teste de volume" }),
      ),
    );
  }
  await page.reload();
  await expect(bellBadge(page)).toHaveText("99+");
  await expect(sidebarBadge(page)).toHaveText("99+");
  await bell(page).click();
  await expect(popover(page).getByTestId("notification-item")).toHaveCount(5);
});

test("the notifications page: tabs, priority order, mark all read", async ({ page }) => {
  const customer = DEMO_CUSTOMERS.ana;
  await loginAndWait(page, customer);
  await clearUnread(page);
  const stamp = Date.now();
  await notifyViaRoute(page.request, { documento: customer.digits, titulo: `Baixa ${stamp}`, mensagem: "b", prioridade: 1 });
  await notifyViaRoute(page.request, { documento: customer.digits, titulo: `Alta ${stamp}`, mensagem: "a", prioridade: 3 });

  await page.goto("/notifications");
  await expect(page.getByRole("tab", { name: m.tabUnread(2) })).toHaveAttribute("data-state", "active");
  const items = page.getByRole("tabpanel").getByTestId("notification-item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`Alta ${stamp}`);
  await expect(items.first()).toHaveAttribute("data-priority", "3");

  await page.getByRole("button", { name: m.markAllRead }).click();
  await expect(page.getByRole("tab", { name: m.tabUnread(0) })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText(m.emptyUnread)).toBeVisible();
  await expect(bellBadge(page)).toHaveCount(0);
  await page.getByRole("tab", { name: m.tabAll }).click();
  await expect(
    page
      .getByRole("tabpanel")
      .getByTestId("notification-item")
      .filter({ hasText: String(stamp) }),
  ).toHaveCount(2);
});

test("the service worker is registered with scope / and the push settings explain their state", async ({ page, baseURL }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/notifications");
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.scope ?? null))
    .toBe(`${baseURL}/`);
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${baseURL}/sw.js?brand=velozfibra`);

  await expect(page.getByLabel(pushMessages.toggleLabel)).toBeVisible();
  await expect(page.locator("#push-toggle-status")).not.toHaveAttribute("data-state", "checking");
  await expect(page.getByRole("button", { name: pushMessages.testButton })).toBeVisible();
});

test("logout removes this browser's push subscription from the server and from the browser", async ({ page, context }) => {
  const customer = DEMO_CUSTOMERS.ana;
  const thisBrowser = browserSubscription(`https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`);
  const otherBrowser = browserSubscription(`${thisBrowser.endpoint}-outro`);

  // Chromium here reaches no push service to subscribe with, so the browser's push manager hands
  // out this subscription; everything else (service worker, logout, server) is the real thing.
  await context.addInitScript((given) => {
    if (typeof PushManager === "undefined") return;
    const UNSUBSCRIBED = "e2e-push-unsubscribed";
    const subscription = {
      ...given,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => given,
      unsubscribe: async () => (localStorage.setItem(UNSUBSCRIBED, "1"), true),
    };
    PushManager.prototype.getSubscription = async () =>
      localStorage.getItem(UNSUBSCRIBED) ? null : (subscription as unknown as PushSubscription);
  }, thisBrowser);

  await loginAndWait(page, customer);
  // Stored for this customer: https, FCM's host, resolving to a public address.
  for (const subscription of [thisBrowser, otherBrowser]) {
    expect((await page.request.post("/api/push/subscription", { data: subscription })).status()).toBe(201);
  }
  await page.evaluate(() => navigator.serviceWorker.ready);

  await page.getByRole("button", { name: "Sair" }).click();
  await page.getByRole("alertdialog", { name: "Logout realizado" }).getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("e2e-push-unsubscribed"))).toBe("1");

  // Signed in again: this browser's subscription is gone from the server, the other browser's stays.
  await loginAndWait(page, customer);
  const remove = async (endpoint: string) => (await page.request.delete("/api/push/subscription", { data: { endpoint } })).json();
  expect(await remove(thisBrowser.endpoint)).toEqual({ removed: 0 });
  expect(await remove(otherBrowser.endpoint)).toEqual({ removed: 1 });
});

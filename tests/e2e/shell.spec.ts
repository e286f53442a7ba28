import { expect, test, type Page } from "@playwright/test";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

test.describe("portal shell", () => {
  test.beforeEach(async ({ page }) => {
    await loginAndWait(page, DEMO_CUSTOMERS.maria);
  });

  test("sidebar shows the customer and the navigation", async ({ page }) => {
    await expect(page.getByTestId("sidebar-customer-name")).toHaveText("Maria Silva Santos");
    await expect(page.getByTestId("sidebar-customer-document")).toHaveText("529.***.***-**");
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    for (const entry of [
      "Dashboard",
      "Faturas",
      "Serviços",
      "Suporte",
      "Consumo Internet",
      "Sugestões",
      "Meu Equipamento",
      "Perfil",
      "Notificações",
    ]) {
      await expect(nav.getByRole("link", { name: entry, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Central do Assinante", { exact: true }).first()).toBeVisible();
  });

  test("Ctrl+B collapses the sidebar and the state survives a reload through the cookie", async ({ page, context }) => {
    const sidebar = page.locator('[data-slot="sidebar"][data-state]').first();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    // The shortcut listens once React has hydrated the server's HTML; a key pressed before that is lost.
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");

    const cookie = (await context.cookies()).find((c) => c.name === "sidebar:state");
    expect(cookie?.value).toBe("false");
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);

    await page.reload();
    await expect(page.locator('[data-slot="sidebar"][data-state]').first()).toHaveAttribute("data-state", "collapsed");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Meta+b");
    await expect(page.locator('[data-slot="sidebar"][data-state]').first()).toHaveAttribute("data-state", "expanded");
  });

  test("'Perfil' opens the profile with its password change, without the in-development toast", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    await nav.getByRole("link", { name: "Perfil", exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
    await expect(page.getByText("Página em Desenvolvimento")).toHaveCount(0);
  });

  test("on a phone the sidebar opens as a side sheet", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Alternar menu lateral" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu de navegação" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "Faturas", exact: true }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(sheet).toBeHidden();
  });
});

/** Holds back the server's answers for `path` (as a slow subscriber system would) until released. */
async function holdPage(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test("a sidebar link spins and the header says the session is being checked while its page loads", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  const release = await holdPage(page, "/services");
  const nav = page.getByRole("navigation", { name: "Navegação principal" });
  await nav.getByRole("link", { name: "Serviços", exact: true }).click();
  await expect(nav.getByTestId("nav-pending")).toBeVisible();
  await expect(page.locator("header").getByRole("status")).toHaveText("Verificando autenticação...");
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Serviços");
  await expect(nav.getByTestId("nav-pending")).toHaveCount(0);
  await expect(page.locator("header").getByRole("status")).toHaveText("Central do Assinante");
});

test("on a phone the sheet stays open with its link spinning until the page arrives", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdPage(page, "/invoices");
  await page.getByRole("button", { name: "Alternar menu lateral" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu de navegação" });
  await sheet.getByRole("link", { name: "Faturas", exact: true }).click();
  await expect(sheet.getByTestId("nav-pending")).toBeVisible();
  await page.waitForTimeout(300);
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(sheet).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

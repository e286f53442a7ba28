import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { speedMessages as sm } from "../../lib/connection/messages";
import { equipmentMessages as em } from "../../lib/equipment/messages";
import { appRoot, DEMO_CUSTOMERS, loginAndWait } from "./support";

/*
 * axe on /internet and /equipment, on a 360 px phone in both themes: Maria (online, managed router),
 * Paula (an outage reaches her: the warning texts), the company (no CPE manager) and Maria's
 * restart confirmation open, then Maria's /internet after a speed test.
 */

test.use({ viewport: { width: 360, height: 780 } });

const PAGES = [
  { customer: DEMO_CUSTOMERS.maria, path: "/internet", ready: "conexao-servico" },
  { customer: DEMO_CUSTOMERS.maria, path: "/equipment", ready: "wifi-24" },
  { customer: DEMO_CUSTOMERS.paula, path: "/internet", ready: "manutencao" },
  { customer: DEMO_CUSTOMERS.paula, path: "/equipment", ready: "equipamento-manutencao" },
  { customer: DEMO_CUSTOMERS.empresa, path: "/equipment", ready: "sem-gerenciamento" },
];

async function violations(page: Page) {
  const { violations: found, passes } = await new AxeBuilder({ page }).analyze();
  expect(passes.length).toBeGreaterThan(0);
  return found.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`) }));
}

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing on /internet and /equipment in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    // next-themes reads local storage before first paint (components/theme/theme-provider.tsx).
    await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
    let current: string | null = null;
    for (const { customer, path, ready } of PAGES) {
      if (current !== customer.document) {
        await page.context().clearCookies();
        await loginAndWait(page, customer);
        current = customer.document;
      }
      await page.goto(path);
      await expect(appRoot(page).getByTestId(ready).first()).toBeVisible();
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /light/);
      expect({ customer: customer.name, path, violations: await violations(page) }).toEqual({
        customer: customer.name,
        path,
        violations: [],
      });
    }
    // The restart's confirmation dialog, open.
    await page.context().clearCookies();
    await loginAndWait(page, DEMO_CUSTOMERS.maria);
    await page.goto("/equipment");
    await appRoot(page).getByRole("button", { name: em.router.restart }).click();
    await expect(page.getByRole("alertdialog", { name: em.router.restartTitle })).toBeVisible();
    expect({ dialog: em.router.restartTitle, violations: await violations(page) }).toEqual({
      dialog: em.router.restartTitle,
      violations: [],
    });
    // And /internet once a speed test has finished: its status and the results list.
    await page.keyboard.press("Escape");
    await page.goto("/internet");
    const speed = appRoot(page).getByRole("region", { name: sm.title });
    await speed.getByRole("button", { name: sm.start }).click();
    await expect(speed.getByRole("status")).toHaveText(sm.done, { timeout: 60_000 });
    expect({ speedTest: sm.done, violations: await violations(page) }).toEqual({ speedTest: sm.done, violations: [] });
  });
}

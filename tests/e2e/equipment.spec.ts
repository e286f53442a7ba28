import { expect, test } from "@playwright/test";
import { equipmentMessages as m } from "../../lib/equipment/messages";
import { DEMO_CONTRACTS } from "../../sandbox/sgp/demo-customers";
import { appRoot, DEMO_CUSTOMERS, loginAndWait } from "./support";

/* /equipment against the SGP sandbox's cpemanage, on a 360 px phone and by keyboard (docs/SGP-ENDPOINTS.md §6). */

const SGP = "http://127.0.0.1:7001";

test.use({ viewport: { width: 360, height: 780 } });

test.afterEach(async () => {
  await fetch(`${SGP}/__sandbox/reset`, { method: "POST" });
});

async function cpemanage(contrato: number) {
  const res = await fetch(`${SGP}/api/ura/cpemanage/?app=demo&token=demo-token&contrato=${contrato}`);
  return ((await res.json()) as { info: { wifi_ssid: string } }).info;
}

test("Maria changes her Wi-Fi name by keyboard, confirms, and the SGP's next read shows it", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/equipment");
  const band = appRoot(page).getByTestId("wifi-24");
  await expect(band.getByTestId("senha-24")).toHaveText(m.wifi.hidden);
  await band.getByRole("button", { name: m.wifi.showPassword }).click();
  await expect(band.getByTestId("senha-24")).toHaveText("palmeiras@2024");

  const name = band.getByLabel(m.wifi.ssid);
  await expect(name).toHaveValue("MARIA_2G");
  await name.focus();
  await name.fill("Casa da Maria");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: m.wifi.confirmTitle });
  await expect(dialog).toContainText(m.wifi.confirmText);
  await dialog.getByRole("button", { name: m.wifi.confirm }).focus();
  await page.keyboard.press("Enter");
  await expect(band.getByRole("status")).toHaveText(m.wifi.sent);
  expect((await cpemanage(DEMO_CONTRACTS.maria)).wifi_ssid).toBe("Casa da Maria");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("a too-short password is refused before anything is sent", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/equipment");
  const band = appRoot(page).getByTestId("wifi-24");
  await band.getByLabel(m.wifi.newPassword).fill("curta");
  await band.getByRole("button", { name: m.wifi.save }).click();
  await expect(band.getByRole("status")).toHaveText(m.errors.password);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("the company's routers have no CPE manager: said plainly, with support", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.empresa);
  await page.goto("/equipment");
  const unmanaged = appRoot(page).getByTestId("sem-gerenciamento");
  await expect(unmanaged).toHaveCount(2);
  await expect(unmanaged.first()).toContainText(m.unmanaged.text);
  await expect(unmanaged.first().getByRole("link", { name: m.unmanaged.support })).toHaveAttribute("href", "/support");
});

import { expect, test } from "@playwright/test";
import { sampleMessages as m } from "../../components/sample/messages";
import { appRoot, DEMO_CUSTOMERS, loginAndWait } from "./support";

test.describe("sample-data screens", () => {
  test.beforeEach(async ({ page }) => {
    await loginAndWait(page, DEMO_CUSTOMERS.maria);
  });

  test("Meu Equipamento: restart toast, Wi-Fi password show/hide and save toast, connected devices", async ({ page }) => {
    await page.goto("/equipment");
    await expect(page.getByRole("heading", { name: m.equipment.title })).toBeVisible();
    await expect(appRoot(page).getByText(m.badge)).toBeVisible();

    await page.getByRole("button", { name: m.equipment.restart }).click();
    await expect(page.getByText(m.equipment.restartToast)).toBeVisible();

    const password = page.getByLabel(m.equipment.password, { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: m.equipment.showPassword }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: m.equipment.hidePassword }).click();
    await expect(password).toHaveAttribute("type", "password");

    await password.fill("curta");
    await page.getByRole("button", { name: m.equipment.save }).click();
    await expect(page.getByText(m.equipment.passwordError)).toBeVisible();
    await password.fill("uma-senha-boa-2026");
    await page.getByLabel(m.equipment.ssid).fill("Casa da Maria");
    await page.getByRole("button", { name: m.equipment.save }).click();
    await expect(page.getByText(m.equipment.saveToast)).toBeVisible();

    await expect(page.getByRole("list", { name: m.equipment.devicesTitle }).getByRole("listitem")).toHaveCount(4);
  });

  test("the equipment screen fits a 375 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const url of ["/equipment"]) {
      await page.goto(url);
      await expect(appRoot(page).getByText(m.badge)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});

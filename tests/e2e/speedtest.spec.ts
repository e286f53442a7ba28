import { expect, test } from "@playwright/test";
import { speedMessages as m } from "../../lib/connection/messages";
import { supportMessages } from "../../lib/support/messages";
import { appRoot, DEMO_CUSTOMERS, loginAndWait } from "./support";

/* The speed test against the portal's own endpoints, at 360 px and by keyboard. */

test.use({ viewport: { width: 360, height: 780 } });

test("the speed test finishes with figures, keeps them, and attaches one to a new ticket", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/internet");
  const section = appRoot(page).getByRole("region", { name: m.title });
  await expect(section).toContainText(m.explain);
  await section.getByRole("button", { name: m.start }).focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toHaveText(m.done, { timeout: 60_000 });
  const download = section.getByTestId("velocidade-download").first();
  await expect(download).toHaveText(/^\d[\d.]*(,\d)? Mbit\/s$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Kept: a new visit shows it.
  await page.reload();
  await expect(appRoot(page).getByRole("region", { name: m.title }).getByTestId("velocidade-download").first()).toBeVisible();

  await appRoot(page).getByRole("link", { name: m.attach }).first().click();
  await page.waitForURL("**/support?**");
  await expect(page.getByLabel(supportMessages.form.description, { exact: true })).toHaveValue(
    /Teste de velocidade da Central do Assinante .* download .* Mbit\/s/,
  );
});

import { expect, test } from "@playwright/test";
import { DEMO_CUSTOMERS, login } from "./support";

/*
 * Runs after every other spec (playwright.config.ts, project "lasting-state"): the lockout it
 * proves lasts 15 minutes, and the specs that sign Paula in must not meet it.
 */

test("the 6th wrong attempt is refused even with the right password", async ({ page }) => {
  const paula = DEMO_CUSTOMERS.paula;
  for (let attempt = 1; attempt <= 5; attempt++) {
    await login(page, paula, { password: `errada-${attempt}` });
    await expect(page.getByRole("alert").filter({ hasText: /Credenciais invalidas|Muitas tentativas/ })).toBeVisible();
  }
  await login(page, paula);
  await expect(page.getByRole("alert").filter({ hasText: "Muitas tentativas" })).toContainText("Tente novamente às");
  await expect(page).toHaveURL(/\/login/);
});

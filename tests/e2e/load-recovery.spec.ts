import { expect, test } from "@playwright/test";

test("when the app's scripts keep failing to load, recovery reloads and then shows the fallback", async ({ page }) => {
  let documentLoads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads++;
  });
  await page.route("**/_next/static/chunks/**", (route) => route.abort());

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Problema Técnico Detectado" })).toBeVisible({ timeout: 20_000 });
  // The first load plus three recovery reloads.
  expect(documentLoads).toBe(4);
  await expect(page.getByRole("button", { name: "Recarregar Página" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Limpar Cache e Recarregar" })).toBeVisible();

  // With the scripts back, "Limpar Cache e Recarregar" brings the page back and clears storage.
  await page.evaluate(() => localStorage.setItem("cpf_lembrado", "x"));
  await page.unroute("**/_next/static/chunks/**");
  await page.getByRole("button", { name: "Limpar Cache e Recarregar" }).click();
  await expect(page.getByLabel("CPF/CNPJ")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("cpf_lembrado"))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem("load_recovery_attempts"))).toBeNull();
});

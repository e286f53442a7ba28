import { expect, test, type Page } from "@playwright/test";
import { clipboardMessages } from "../../lib/shared/clipboard-messages";
import { servicesMessages as m } from "../../lib/services/messages";
import { DEMO_CONTRACTS, SGP_SANDBOX_DEFAULTS } from "../../sandbox/sgp/demo-customers";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

const SGP = `http://127.0.0.1:${SGP_SANDBOX_DEFAULTS.port}`;
const contract = (page: Page, id: number) => page.getByRole("region", { name: m.contract.title(id), exact: true });

async function setFault(route: string, fault: "500" | null) {
  const res = await fetch(`${SGP}/__sandbox/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ route, fault }),
  });
  expect(res.ok).toBe(true);
}

test("the company sees its data, both contracts with their badges and every service", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.empresa);
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1, name: m.pageTitle })).toBeVisible();

  const toggle = page.getByRole("button", { name: m.client.title });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Pessoa Jurídica")).toBeVisible();
  await expect(page.getByText(DEMO_CUSTOMERS.empresa.document)).toBeVisible();
  await expect(page.getByText("ti@exemplotelecom.example")).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("ti@exemplotelecom.example")).toBeHidden();

  const ativo = contract(page, DEMO_CONTRACTS.empresaAtivo);
  await expect(ativo.getByTestId("contract-status")).toHaveText("Ativo");
  await expect(ativo.getByTestId("contract-status")).toHaveAttribute("data-tone", "success");
  await expect(ativo.getByText(m.contract.dueDay(20))).toBeVisible();
  await expect(ativo.getByText("Rua Barão de Jaguara, 1200 - Sala 801, Centro, Campinas/SP, CEP 13015-002")).toBeVisible();
  const [matriz, tv] = [ativo.getByTestId("service-card").nth(0), ativo.getByTestId("service-card").nth(1)];
  await expect(ativo.getByTestId("service-card")).toHaveCount(2);
  await expect(matriz.getByRole("heading", { name: "Fibra Empresarial 1 Giga" })).toBeVisible();
  await expect(matriz.getByTestId("service-ip")).toHaveText("200.150.10.20");
  await expect(matriz.getByText("exemplotelecom.matriz")).toBeVisible();
  await expect(matriz.getByText("EXEMPLO_CORP_5G")).toBeVisible();
  await expect(matriz.getByText("149")).toBeVisible();
  await expect(tv.getByRole("heading", { name: "TV Empresarial HD" })).toBeVisible();
  await expect(tv.getByText("TV", { exact: true })).toBeVisible();

  const suspenso = contract(page, DEMO_CONTRACTS.empresaSuspenso);
  await expect(suspenso.getByTestId("contract-status")).toHaveText("Suspenso");
  await expect(suspenso.getByTestId("contract-status")).toHaveAttribute("data-tone", "warning");
  await expect(suspenso.getByTestId("service-card")).toHaveCount(1);
  await expect(suspenso.getByRole("heading", { name: "Fibra 300 Mega" })).toBeVisible();
  await expect(suspenso.getByTestId("service-ip")).toHaveText(m.service.dynamicIp);
});

test("Maria reveals her Wi-Fi password, which the page's source did not contain, and copies it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  const response = await page.goto("/services");
  const source = await response!.text();
  expect(source).toContain("MARIA_2G");
  expect(source).not.toContain("palmeiras@2024");
  expect(source).not.toContain("palmeiras@5g2024");

  const band24 = page.getByRole("region", { name: m.service.wifi24 });
  const band5 = page.getByRole("region", { name: m.service.wifi5 });
  await expect(band24.getByTestId("wifi-password")).toHaveText(m.service.hiddenPassword);
  await band24.getByRole("button", { name: m.service.showPassword(m.service.wifi24) }).click();
  await expect(band24.getByTestId("wifi-password")).toHaveText("palmeiras@2024");
  await expect(band24.getByRole("button", { name: m.service.hidePassword(m.service.wifi24) })).toHaveAttribute("aria-pressed", "true");
  await expect(band5.getByTestId("wifi-password")).toHaveText(m.service.hiddenPassword);

  await band5.getByRole("button", { name: m.service.showPassword(m.service.wifi5) }).press("Enter");
  await expect(band5.getByTestId("wifi-password")).toHaveText("palmeiras@5g2024");
  // Once revealed, each password can be copied, by keyboard too; hidden again, it cannot.
  await expect(
    band24.getByRole("button", { name: `${clipboardMessages.copy} ${m.service.copyPasswordOf(m.service.wifi24)}` }),
  ).toBeVisible();
  const overflowRevealed = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflowRevealed).toBeLessThanOrEqual(0);
  await band5.getByRole("button", { name: `${clipboardMessages.copy} ${m.service.copyPasswordOf(m.service.wifi5)}` }).press("Enter");
  await expect(band5.getByRole("button", { name: clipboardMessages.copied })).toBeVisible();
  await expect(page.getByText(clipboardMessages.copiedDescription)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("palmeiras@5g2024");
  await band24.getByRole("button", { name: m.service.hidePassword(m.service.wifi24) }).click();
  await expect(band24.getByTestId("wifi-password")).toHaveText(m.service.hiddenPassword);
  await expect(band24.getByRole("button", { name: new RegExp(clipboardMessages.copy) })).toHaveCount(0);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a load failure shows the message, and 'Tentar Novamente' recovers without reloading the page", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.carlos);
  // The portal reuses a customer lookup for 5 s; the login's one must be over.
  await page.waitForTimeout(5_500);
  await setFault("POST /api/ura/clientes/", "500");
  try {
    await page.goto("/services");
    await expect(page.getByText(m.loadFailed)).toBeVisible();
    await expect(page.getByTestId("contract-card")).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await setFault("POST /api/ura/clientes/", null);
    await page.getByRole("button", { name: m.retry }).click();
    await expect(contract(page, DEMO_CONTRACTS.carlos)).toBeVisible();
    await expect(page.getByText(m.loadFailed)).toBeHidden();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } finally {
    await setFault("POST /api/ura/clientes/", null);
  }
});

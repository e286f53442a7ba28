import { expect, test, type Page } from "@playwright/test";
import { dashboardMessages } from "../../lib/billing/invoices/messages";
import { connectionMessages as m, usageMessages } from "../../lib/connection/messages";
import { supportMessages } from "../../lib/support/messages";
import { DEMO_CONTRACTS } from "../../sandbox/sgp/demo-customers";
import { appRoot, DEMO_CUSTOMERS, loginAndWait } from "./support";

/* The connection as the SGP sandbox tells it, on a 360 px phone and by keyboard (docs/SGP-ENDPOINTS.md §3, §4). */

test.use({ viewport: { width: 360, height: 780 } });

const card = (page: Page) => page.getByRole("group", { name: dashboardMessages.connection.title });

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("João's card and /internet say blocked, never online", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.joao);
  await expect(card(page)).toContainText(m.state.blocked);
  await expect(card(page)).toContainText(m.blockedDetail("Financeiro"));
  await expect(card(page)).not.toContainText(m.state.online);
  await page.goto("/internet");
  const service = appRoot(page).getByTestId("conexao-servico");
  await expect(service.getByTestId("conexao-estado")).toHaveText(m.state.blocked);
  await expect(service.getByRole("link", { name: m.trustRelease })).toBeVisible();
  await expect(appRoot(page).getByText(m.state.online, { exact: true })).toHaveCount(0);
  await fitsTheScreen(page);
});

test("Carlos is offline without an outage: restart the router, then a ticket with the diagnosis filled in, by keyboard", async ({
  page,
}) => {
  await loginAndWait(page, DEMO_CUSTOMERS.carlos);
  await expect(card(page)).toContainText(m.state.offline);
  await expect(card(page)).toContainText("Desconectada desde");
  await card(page).getByRole("link", { name: m.details }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/internet");
  const help = appRoot(page).getByTestId("conexao-ajuda");
  for (const step of m.offlineHelp.steps) await expect(help).toContainText(step);
  await expect(appRoot(page).getByTestId("manutencao")).toHaveCount(0);
  await fitsTheScreen(page);

  await help.getByRole("link", { name: m.offlineHelp.openTicket }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/support?**");
  const description = page.getByLabel(supportMessages.form.description, { exact: true });
  await expect(description).toHaveValue(new RegExp(`contrato ${DEMO_CONTRACTS.carlos} está offline desde .*reiniciar o roteador`));
  await expect(page.getByLabel(supportMessages.form.service, { exact: true })).toContainText(String(DEMO_CONTRACTS.carlos));
});

test("Paula sees her area's maintenance with the SGP's message and expected end", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.paula);
  await expect(card(page)).toContainText(m.state.online);
  await expect(card(page).getByTestId("card-manutencao")).toContainText("rompimento de fibra");
  await page.goto("/internet");
  const outage = appRoot(page).getByTestId("manutencao");
  await expect(outage).toContainText(m.outage.title);
  await expect(outage).toContainText("Nossa equipe já está no local");
  await expect(outage).toContainText("Previsão de normalização:");
  await fitsTheScreen(page);
});

test("Maria's signal is good, with the SGP's reading, and her usage is charted with a table beside it", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/internet");
  const signal = appRoot(page).getByTestId("conexao-sinal");
  await expect(signal).toContainText(m.signal.grade.good);
  await expect(signal).toContainText("Recebido: -18,42 dBm");
  const usage = appRoot(page).getByTestId("consumo-contrato");
  await expect(usage.getByRole("img", { name: usageMessages.chart(DEMO_CONTRACTS.maria) })).toBeVisible();
  await expect(usage.getByRole("table", { name: usageMessages.table.caption }).getByRole("row")).toHaveCount(8);
  await expect(usage).toContainText(/Neste mês: \d/);
  await fitsTheScreen(page);
});

test("Rafael's weak signal", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.rafael);
  await page.goto("/internet");
  const signal = appRoot(page).getByTestId("conexao-sinal");
  await expect(signal).toContainText(m.signal.grade.weak);
  await expect(signal).toContainText(m.signal.gradeHelp.weak);
});

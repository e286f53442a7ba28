import { expect, test } from "@playwright/test";
import { suggestionMessages as m } from "../../lib/suggestions/messages";
import { SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX } from "../../lib/suggestions/validation";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

test("Maria sends a suggestion and finds it pendente under the status filter", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/suggestions");
  await expect(page.getByRole("heading", { name: m.pageTitle })).toBeVisible();
  await expect(page.getByLabel(m.filterLabel)).toHaveText("Todas");

  await page.getByRole("button", { name: m.newButton }).click();
  const dialog = page.getByRole("dialog", { name: m.dialogTitle });
  await expect(dialog.getByText(m.limitHint(SUGGESTION_TITLE_MAX))).toBeVisible();
  await expect(dialog.getByText(m.limitHint(SUGGESTION_DESCRIPTION_MAX))).toBeVisible();
  await expect(dialog.getByLabel(m.fields.prioridade)).toHaveText("Media");
  await expect(dialog.getByLabel(m.fields.categoria)).toHaveText("Geral");

  // Both texts are required; the dialog stays open.
  await dialog.getByRole("button", { name: m.submit }).click();
  await expect(dialog.getByText(m.tituloRequired)).toBeVisible();
  await expect(dialog.getByText(m.descricaoRequired)).toBeVisible();

  const titulo = `Atendimento pelo WhatsApp ${Date.now()}`;
  await dialog.getByLabel(m.fields.titulo).fill(titulo);
  await dialog.getByLabel(m.fields.descricao).fill("Poder abrir chamados e receber a fatura pelo WhatsApp.");
  await dialog.getByLabel(m.fields.categoria).click();
  await page.getByRole("option", { name: "Atendimento" }).click();
  await dialog.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(m.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel(m.filterLabel).click();
  await page.getByRole("option", { name: "Pendente" }).click();
  await expect(page).toHaveURL(/\/suggestions\?status=pendente$/);
  const card = page.getByTestId("suggestion-card").filter({ hasText: titulo });
  await expect(card.getByTestId("suggestion-status")).toHaveText("Pendente");
  await expect(card.getByText("Prioridade Media")).toBeVisible();
  await expect(card.getByText("Atendimento", { exact: true })).toBeVisible();
  await expect(card.getByText(m.votes(0))).toBeVisible();

  await page.getByLabel(m.filterLabel).click();
  await page.getByRole("option", { name: "Aprovada" }).click();
  await expect(page).toHaveURL(/status=aprovada$/);
  await expect(page.getByText(titulo)).toHaveCount(0);

  const total = page.getByRole("region", { name: m.stats.title }).locator("dd").first();
  await expect(total).not.toHaveText("0");
});

test("the new-suggestion dialog fits a phone and works from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAndWait(page, DEMO_CUSTOMERS.carlos);
  await page.goto("/suggestions");
  await page.getByRole("button", { name: m.newButton }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: m.dialogTitle });
  await expect(dialog.getByLabel(m.fields.titulo)).toBeFocused();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a failed send keeps the dialog open with the text intact", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.joao);
  await page.goto("/suggestions");
  await page.getByRole("button", { name: m.newButton }).click();
  const dialog = page.getByRole("dialog", { name: m.dialogTitle });
  const titulo = `Sem conexão ${Date.now()}`;
  await dialog.getByLabel(m.fields.titulo).fill(titulo);
  await dialog.getByLabel(m.fields.descricao).fill("Texto que não pode se perder.");

  // The server action's request fails on the way.
  await page.route("**/suggestions", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await dialog.getByRole("button", { name: m.submit }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: m.createFailed })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(m.fields.titulo)).toHaveValue(titulo);
  await expect(dialog.getByLabel(m.fields.descricao)).toHaveValue("Texto que não pode se perder.");

  // Once the connection is back, the same text goes through.
  await page.unroute("**/suggestions");
  await dialog.getByRole("button", { name: m.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("suggestion-card").filter({ hasText: titulo })).toBeVisible();
});

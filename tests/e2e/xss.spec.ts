import { expect, test, type Page } from "@playwright/test";
import { suggestionMessages as m } from "../../lib/suggestions/messages";
import { E2E_NOTIFY_API_TOKEN } from "./env";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

/*
 * Stored XSS: what a customer or an operator typed comes back on a page as text. A payload
 * that ran would set window.__xss or open a dialog; one that became markup would leave an
 * element with an event handler in the document.
 */

const payloads = (tag: string) => ({
  script: `<script>window.__xss="${tag}"</script>`,
  img: `<img src=x onerror="window.__xss='${tag}'">`,
  svg: `<svg onload="alert('${tag}')"></svg>`,
});

async function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.locator("[onerror], [onload], img[src='x']").count()).toBe(0);
  };
}

test("a suggestion whose title and description carry script and event-handler payloads renders as text", async ({ page }) => {
  const p = payloads(`s${Date.now()}`);
  const noExecution = await watchForExecution(page);
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/suggestions");
  await page.getByRole("button", { name: m.newButton }).click();
  const dialog = page.getByRole("dialog", { name: m.dialogTitle });
  await dialog.getByLabel(m.fields.titulo).fill(p.img);
  await dialog.getByLabel(m.fields.descricao).fill(`${p.script} ${p.svg}`);
  await dialog.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(m.created)).toBeVisible();

  await page.reload();
  const card = page.getByTestId("suggestion-card").filter({ hasText: p.img });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(p.script);
  await expect(card).toContainText(p.svg);
  await noExecution();
});

test("a notification's title, message and link from an operator render as text; a javascript: link is never a link", async ({ page }) => {
  const p = payloads(`n${Date.now()}`);
  const titulo = `Aviso ${p.img}`;
  const created = await page.request.post("/api/notifications", {
    headers: { authorization: `Bearer ${E2E_NOTIFY_API_TOKEN}` },
    data: { documento: DEMO_CUSTOMERS.maria.digits, titulo, mensagem: `${p.script} ${p.svg}`, link: "javascript:alert(document.cookie)" },
  });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: string | null };
  expect(link ?? "").not.toMatch(/^\s*javascript:/i);

  const noExecution = await watchForExecution(page);
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/notifications");
  await expect(page.getByText(titulo).first()).toBeVisible();
  await expect(page.getByText(p.script, { exact: false }).first()).toBeVisible();
  expect(await page.locator("a[href^='javascript:' i]").count()).toBe(0);
  await noExecution();
  // Opening it (it is marked read, and may follow its link) runs nothing either.
  await page.getByText(titulo).first().click();
  await noExecution();
});

import { expect, test } from "@playwright/test";
import { invoiceLink } from "../../lib/reminders/invoice-link";
import { createDataset } from "../../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

/*
 * A due-date reminder (notification and push) links to /invoices#fatura-N: the invoices page
 * has that invoice under that id, so the browser scrolls to it and :target highlights it.
 */

test("a reminder's link opens the invoices page at its invoice", async ({ page }) => {
  const { empresa } = DEMO_CUSTOMERS;
  const dataset = createDataset();
  const owner = dataset.customers.find((c) => c.cpfcnpj === empresa.document)!;
  const invoice = dataset.titulos.find((t) => t.clienteId === owner.id && t.status === "aberto")!;

  await loginAndWait(page, empresa);
  await page.goto(invoiceLink(String(invoice.numeroDocumento)));

  const target = page.locator(`#fatura-${invoice.numeroDocumento}`);
  await expect(target).toBeInViewport();
  await expect(target).toContainText(String(invoice.numeroDocumento));
  expect(await target.evaluate((element) => element.matches(":target"))).toBe(true);
});

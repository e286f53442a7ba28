import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { lookupMessages } from "../../lib/billing/public-access/messages";
import { paymentMessages as p } from "../../lib/billing/payments/messages";
import { pixCheckMessages } from "../../lib/billing/pix-check/messages";
import { DEMO_TXID_ATIVA, DEMO_TXID_CONCLUIDA } from "../../sandbox/efi/state";
import { E2E_SERVER_LOG } from "./env";
import { demoPersonalData, personalDataIn } from "./personal-data";
import { DEMO_CUSTOMERS, loginAndWait, openBoleto } from "./support";

/*
 * SECURITY.md, logs: the login and payment flows, with gateway failures among them (one repeating the
 * payer's data in its refusal, as some upstreams do), leave no demo customer's document, name, phone,
 * address or password in the server's output. tests/e2e/serve.ts runs the server at debug level and
 * copies everything it prints into E2E_SERVER_LOG.
 */

const EFI = "http://127.0.0.1:7002";
// Nobody earlier in the suite pays Ana's or the company's invoices: their PIX and boleto really reach the gateway.
const { ana, empresa } = DEMO_CUSTOMERS;

async function setEfiFault(route: string, fault: string | null) {
  const res = await fetch(`${EFI}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ route, fault }),
  });
  expect(res.ok).toBe(true);
}

const serverLog = () => fs.readFileSync(E2E_SERVER_LOG);

test("the login and payment flows leave no personal data in the server's output", async ({ browser }) => {
  test.setTimeout(120_000);
  const personal = await demoPersonalData();
  const start = serverLog().length;
  const flow = () => serverLog().subarray(start).toString("utf8");

  // Ana logs in, opens her invoices and pays by PIX and boleto.
  const portal = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "192.0.2.201" } });
  const page = await portal.newPage();
  await loginAndWait(page, ana);
  await page.goto("/invoices");
  // First the gateway refuses her PIX repeating the request, her name and CPF in it: the refusal is logged.
  await setEfiFault("PUT /v2/cob/:txid", "echo");
  try {
    await page.getByRole("button", { name: p.generatePix }).first().click();
    await expect(page.getByText(p.pixFailedTitle), "o PIX de Ana já existia: o gateway não foi chamado").toBeVisible();
  } finally {
    await setEfiFault("PUT /v2/cob/:txid", null);
  }
  await page.getByRole("button", { name: p.generatePix }).first().click();
  await expect(page.getByRole("dialog", { name: p.pixDialog.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await openBoleto(page);
  await page.keyboard.press("Escape");
  await portal.close();

  // The company looks its invoice up, pays by PIX, and its boleto fails at the gateway.
  const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "192.0.2.202" } });
  const lookup = await visitor.newPage();
  await lookup.goto("/verificar-fatura");
  await lookup.getByLabel(lookupMessages.fieldLabel).fill(empresa.document);
  await lookup.getByRole("button", { name: lookupMessages.submit }).click();
  await lookup.waitForURL(/\/fatura\/[A-Za-z0-9_-]{32}$/);
  await lookup.getByRole("button", { name: p.generatePix }).click();
  await expect(lookup.getByRole("dialog", { name: p.pixDialog.title })).toBeVisible();
  await lookup.keyboard.press("Escape");
  await expect(lookup.getByRole("dialog")).toHaveCount(0);
  await setEfiFault("POST /v1/charge/one-step", "500");
  try {
    const viewOrGenerate = lookup.getByRole("button", { name: p.viewBoleto });
    if (await viewOrGenerate.count()) throw new Error("o boleto da empresa já estava gerado: a falha do gateway não seria exercitada");
    await lookup.getByRole("button", { name: p.generateBoleto }).click();
    await lookup.getByRole("alertdialog", { name: p.boletoConfirm.title }).getByRole("button", { name: p.boletoConfirm.confirm }).click();
    await expect(lookup.getByText(p.boletoFailed)).toBeVisible();
  } finally {
    await setEfiFault("POST /v1/charge/one-step", null);
  }

  // Anyone checks both demo transactions.
  await lookup.goto("/verificarpixefi");
  for (const txid of [DEMO_TXID_CONCLUIDA, DEMO_TXID_ATIVA]) {
    await lookup.getByRole("textbox", { name: pixCheckMessages.fieldLabel }).fill(txid);
    await lookup.getByRole("button", { name: pixCheckMessages.submit }).click();
    await expect(lookup.getByText(txid, { exact: true })).toBeVisible();
  }
  await visitor.close();

  // The server's lines for this flow arrived: requests, upstream calls, the gateway failure.
  await expect.poll(flow).toContain('"route":"/api/pix/check"');
  for (const line of ['"route":"/invoices"', '"route":"/fatura/[token]"', '"upstream":"sgp"', "gateway recusou a cobrança", '"level":50']) {
    expect(flow()).toContain(line);
  }

  // Nothing the server printed during the whole run, this flow included, carries personal data.
  expect(personalDataIn(serverLog().toString("utf8"), personal)).toEqual([]);
});

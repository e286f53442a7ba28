import { expect, test, type Page } from "@playwright/test";
import { hasError, parsePix } from "pix-utils";
import { parseEmv } from "pix-utils/dist/main/emvHandler.js";
import { formatBRL } from "../../lib/shared/br/money";
import { invoiceMessages as m } from "../../lib/billing/invoices/messages";
import { dueDaysText } from "../../lib/billing/invoices/view";
import { paymentMessages as p } from "../../lib/billing/payments/messages";
import type { CallRecord } from "../../sandbox/http";
import type { SgpDataset, SgpTitulo } from "../../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

const SGP = "http://127.0.0.1:7001";
const EFI = "http://127.0.0.1:7002";

async function openInvoicesOf(document: string): Promise<SgpTitulo[]> {
  const data = (await (await fetch(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset;
  const customer = data.customers.find((c) => c.cpfcnpj === document)!;
  return data.titulos
    .filter((t) => t.clienteId === customer.id && t.status === "aberto")
    .sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento));
}

async function gatewayCalls(method: string, prefix: string): Promise<number> {
  const calls = (await (await fetch(`${EFI}/__sandbox/calls`)).json()) as CallRecord[];
  return calls.filter((c) => c.method === method && c.path.startsWith(prefix)).length;
}

async function setEfiFault(route: string, fault: "503" | null) {
  const res = await fetch(`${EFI}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ route, fault }),
  });
  expect(res.ok).toBe(true);
}

const toasts = (page: Page) => page.getByRole("region", { name: /Avisos/ });

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("Maria generates a PIX whose copy-and-paste code an independent parser reads with the invoice's value", async ({ page }) => {
  const [invoice] = await openInvoicesOf(DEMO_CUSTOMERS.maria.document);
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/invoices");

  const next = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: m.nextInvoice }) });
  await expect(next).toContainText(String(invoice!.numeroDocumento));
  await expect(next).toContainText(invoice!.demonstrativo);
  await expect(next).toContainText(formatBRL(invoice!.valorCorrigido));
  await expect(next).toContainText(dueDaysText(invoice!.dataVencimento));
  await expect(next).toContainText(invoice!.portador);
  await expect(next).toContainText(m.status.open);
  await expect(page.getByText(m.overdueBanner)).toHaveCount(0);

  await next.getByRole("button", { name: p.generatePix }).click();
  const dialog = page.getByRole("dialog", { name: p.pixDialog.title });
  await expect(dialog).toContainText(formatBRL(invoice!.valorCorrigido));
  await expect(dialog).toContainText(/[01]h \d{2}min/);
  await expect(dialog).toContainText("ATIVA");
  await expect(dialog).toContainText(DEMO_CUSTOMERS.maria.name);
  await expect(dialog.getByRole("img", { name: p.pixDialog.qrAlt })).toBeVisible();
  await expect(dialog.getByRole("link", { name: p.pixDialog.downloadQr })).toHaveAttribute("download", /\.png$/);
  await expect(dialog.getByRole("link", { name: p.pixDialog.openLink })).toHaveAttribute("href", /^https?:\/\//);
  await expect(dialog.getByText("Juros")).toBeVisible();

  await dialog.getByRole("button", { name: `${p.copy} ${p.pixDialog.copyPaste}` }).click();
  await expect(dialog.getByRole("button", { name: p.copied })).toBeVisible();
  await expect(toasts(page).getByText(p.copiedDescription)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The confirmation lasts 2 s.
  await expect(dialog.getByRole("button", { name: `${p.copy} ${p.pixDialog.copyPaste}` })).toBeVisible({ timeout: 3000 });

  const pix = parsePix(copied);
  if (hasError(pix)) throw new Error(`pix-utils rejected the copied code: ${pix.message}`);
  const tags = parseEmv({ emvCode: copied });
  if (!tags.isValid) throw new Error("pix-utils could not read the EMV fields of the copied code");
  expect(Number(tags.getTag(54))).toBe(invoice!.valorCorrigido);
});

test("Maria confirms a boleto, sees it, and after a reload 'Ver Boleto' shows it without a second charge", async ({ page }) => {
  const [invoice] = await openInvoicesOf(DEMO_CUSTOMERS.maria.document);
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/invoices");
  const before = await gatewayCalls("POST", "/v1/charge/one-step");

  await page.getByRole("button", { name: p.generateBoleto }).click();
  const confirm = page.getByRole("alertdialog", { name: p.boletoConfirm.title });
  await expect(confirm).toContainText(String(invoice!.numeroDocumento));
  await expect(confirm).toContainText(formatBRL(invoice!.valorCorrigido));
  await confirm.getByRole("button", { name: p.boletoConfirm.cancel }).click();
  await expect(confirm).toBeHidden();
  expect(await gatewayCalls("POST", "/v1/charge/one-step")).toBe(before);

  await page.getByRole("button", { name: p.generateBoleto }).click();
  await page.getByRole("alertdialog", { name: p.boletoConfirm.title }).getByRole("button", { name: p.boletoConfirm.confirm }).click();
  const dialog = page.getByRole("dialog", { name: p.boletoDialog.title(String(invoice!.numeroDocumento)) });
  await expect(dialog).toContainText(formatBRL(invoice!.valorCorrigido));
  const linha = await dialog.getByTestId("boleto-linha-digitavel").textContent();
  expect(linha).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(dialog.getByTestId("boleto-pix-codigo")).toHaveText(/^000201/);
  await expect(dialog.getByRole("link", { name: p.boletoDialog.view })).toHaveAttribute("href", /\/pdf$/);
  await expect(dialog.getByRole("link", { name: p.boletoDialog.download })).toHaveAttribute("download", /\.pdf$/);
  expect(await gatewayCalls("POST", "/v1/charge/one-step")).toBe(before + 1);
  await page.keyboard.press("Escape");

  await page.reload();
  await page.getByRole("button", { name: p.viewBoleto }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(dialog.getByTestId("boleto-linha-digitavel")).toHaveText(linha!);
  expect(await gatewayCalls("POST", "/v1/charge/one-step")).toBe(before + 1);
});

test("Maria's paid history opens on demand with view and download links", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/invoices");
  const toggle = page.getByRole("button", { name: m.showPaid });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("list", { name: m.paidTitle })).toHaveCount(0);

  await toggle.click();
  const items = page.getByRole("list", { name: m.paidTitle }).getByRole("listitem");
  await expect(items).toHaveCount(4);
  await expect(items.first().getByRole("link", { name: new RegExp(m.viewInvoice) })).toHaveAttribute("href", /\/public\/cobranca\//);
  await expect(items.first().getByRole("link", { name: new RegExp(m.downloadInvoice) })).toHaveAttribute("href", /\/boleto\//);

  await page.getByRole("button", { name: m.hidePaid }).click();
  await expect(page.getByRole("list", { name: m.paidTitle })).toBeHidden();
});

test("João can pay his later invoice too, not only the overdue next one: its own card, buttons and payment link", async ({ page }) => {
  const [overdue, later] = await openInvoicesOf(DEMO_CUSTOMERS.joao.document);
  await loginAndWait(page, DEMO_CUSTOMERS.joao);
  await page.goto("/invoices");
  await expect(page.getByText(m.overdueBanner)).toHaveCount(1);
  const next = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: m.nextInvoice }) });
  await expect(next).toContainText(m.overdueBanner);
  await expect(next).toContainText(m.status.overdue);
  await expect(next).toContainText(dueDaysText(overdue!.dataVencimento));
  await expect(next).toContainText(formatBRL(overdue!.valorCorrigido));

  await expect(page.getByRole("heading", { name: m.otherOpenTitle })).toBeVisible();
  const other = page.getByTestId("invoice-card").filter({ hasText: String(later!.numeroDocumento) });
  await expect(other.getByRole("heading", { name: later!.demonstrativo })).toBeVisible();
  await expect(other).toContainText(m.status.open);
  await expect(other).toContainText(dueDaysText(later!.dataVencimento));
  await expect(other).not.toContainText(m.overdueBanner);
  await expect(other.getByRole("link", { name: new RegExp(m.openPaymentLink) })).toHaveAttribute("href", /\/public\/cobranca\//);

  // The later invoice's own PIX: its amount in the BR Code, one charge however often it is asked.
  const before = await gatewayCalls("PUT", "/v2/cob/");
  await other.getByRole("button", { name: p.generatePix }).click();
  const dialog = page.getByRole("dialog", { name: p.pixDialog.title });
  await expect(dialog).toContainText(formatBRL(later!.valorCorrigido));
  const code = (await dialog.getByTestId("pix-copia-e-cola").textContent())!;
  const tags = parseEmv({ emvCode: code });
  if (!tags.isValid) throw new Error("pix-utils could not read the EMV fields of the later invoice's code");
  expect(Number(tags.getTag(54))).toBe(later!.valorCorrigido);
  await page.keyboard.press("Escape");
  await other.getByRole("button", { name: p.generatePix }).click();
  await expect(dialog.getByTestId("pix-copia-e-cola")).toHaveText(code);
  await page.keyboard.press("Escape");
  expect(await gatewayCalls("PUT", "/v2/cob/")).toBe(before + 1);

  // Its boleto too, confirmed for its own number and amount; the next invoice keeps its own state.
  await other.getByRole("button", { name: p.generateBoleto }).click();
  const confirm = page.getByRole("alertdialog", { name: p.boletoConfirm.title });
  await expect(confirm).toContainText(String(later!.numeroDocumento));
  await expect(confirm).toContainText(formatBRL(later!.valorCorrigido));
  await confirm.getByRole("button", { name: p.boletoConfirm.confirm }).click();
  await expect(page.getByRole("dialog", { name: p.boletoDialog.title(String(later!.numeroDocumento)) })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(other.getByRole("button", { name: p.viewBoleto })).toBeVisible();
  await expect(next.getByRole("button", { name: p.generateBoleto })).toBeVisible();

  // On a 375 px phone every invoice keeps its buttons, and nothing overflows.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(other.getByRole("button", { name: p.generatePix })).toBeVisible();
  await expect(other.getByRole("link", { name: new RegExp(m.openPaymentLink) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a gateway failure and a lost connection give the spec's error toasts", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.joao);
  await page.goto("/invoices");
  const next = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: m.nextInvoice }) });
  await setEfiFault("PUT /v2/cob/:txid", "503");
  try {
    await next.getByRole("button", { name: p.generatePix }).click();
    await expect(toasts(page).getByText(p.pixFailedTitle)).toBeVisible();
    await expect(toasts(page).getByText(p.pixFailed)).toBeVisible();
  } finally {
    await setEfiFault("PUT /v2/cob/:txid", null);
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The server action never answers: 'Erro' with the generic boleto text.
  await page.route("**/invoices", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await next.getByRole("button", { name: p.generateBoleto }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: p.boletoConfirm.confirm }).click();
  await expect(toasts(page).getByText(p.errorTitle, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(p.boletoFailed)).toBeVisible();
});

test("Carlos has nothing open: 'Nenhuma fatura encontrada'", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.carlos);
  await page.goto("/invoices");
  await expect(page.getByRole("heading", { name: m.emptyTitle })).toBeVisible();
  await expect(page.getByText(m.emptyDescription)).toBeVisible();
  await expect(page.getByRole("button", { name: p.generatePix })).toHaveCount(0);
});

test("Rafael's 24 open invoices: the next one, then 12 a page behind 'Próxima' and 'Anterior', by keyboard, at 360 px", async ({
  page,
}) => {
  const open = await openInvoicesOf(DEMO_CUSTOMERS.rafael.document);
  expect(open).toHaveLength(24);
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAndWait(page, DEMO_CUSTOMERS.rafael);
  await page.goto("/invoices");
  const next = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: m.nextInvoice }) });
  const others = page.getByRole("region", { name: m.otherOpenTitle }).getByTestId("invoice-card");
  const pager = page.getByRole("navigation", { name: m.pager.label });
  await expect(next).toContainText(String(open[0]!.numeroDocumento));
  await expect(others).toHaveCount(12);
  await expect(others.last()).toContainText(String(open[12]!.numeroDocumento));
  await expect(pager).toContainText(m.pager.position(1, 2));
  const forward = pager.getByRole("link", { name: m.pager.next });
  // Plain links rendered on the server: they work without JavaScript too.
  await expect(forward).toHaveAttribute("href", "/invoices?pagina=2#outras-faturas");
  const served = await (await page.request.get("/invoices?pagina=2")).text();
  expect(served).toContain(String(open[23]!.numeroDocumento));

  await forward.focus();
  await page.keyboard.press("Enter");
  await expect(pager).toContainText(m.pager.position(2, 2));
  await expect(next).toContainText(String(open[0]!.numeroDocumento));
  await expect(others).toHaveCount(11);
  await expect(others.first()).toContainText(String(open[13]!.numeroDocumento));
  await expect(pager.getByRole("link", { name: m.pager.next })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await pager.getByRole("link", { name: m.pager.previous }).focus();
  await page.keyboard.press("Enter");
  await expect(pager).toContainText(m.pager.position(1, 2));
  // A page past the last (paid meanwhile) shows the last one.
  await page.goto("/invoices?pagina=9");
  await expect(pager).toContainText(m.pager.position(2, 2));
});

test("a plain boleto (an account without PIX on boleto) shows its barcode and PDF and no PIX, by keyboard at 360 px, and is shown again from the cache", async ({
  page,
}) => {
  const [, invoice] = await openInvoicesOf(DEMO_CUSTOMERS.rafael.document);
  const plain = (enabled: boolean) =>
    fetch(`${EFI}/__sandbox/efi/boleto-pix`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ enabled }),
    });
  expect((await plain(false)).ok).toBe(true);
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAndWait(page, DEMO_CUSTOMERS.rafael);
    await page.goto("/invoices");
    const card = page.getByTestId("invoice-card").filter({ hasText: String(invoice!.numeroDocumento) });
    const before = await gatewayCalls("POST", "/v1/charge/one-step");

    await card.getByRole("button", { name: p.generateBoleto }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: p.boletoConfirm.title });
    await confirm.getByRole("button", { name: p.boletoConfirm.confirm }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: p.boletoDialog.title(String(invoice!.numeroDocumento)) });
    await expect(dialog).toContainText(p.boletoDialog.descriptionWithoutPix);
    await expect(dialog).toContainText(formatBRL(invoice!.valorCorrigido));
    const linha = await dialog.getByTestId("boleto-linha-digitavel").textContent();
    expect(linha).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await expect(dialog.getByText(p.boletoDialog.pixTitle)).toHaveCount(0);
    await expect(dialog.getByTestId("boleto-pix-codigo")).toHaveCount(0);
    await expect(dialog.getByRole("img", { name: p.boletoDialog.qrAlt })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: p.boletoDialog.open })).toHaveAttribute("href", /\/emissao\//);
    await expect(dialog.getByRole("link", { name: p.boletoDialog.view })).toHaveAttribute("href", /\/pdf$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await gatewayCalls("POST", "/v1/charge/one-step")).toBe(before + 1);
    await page.keyboard.press("Escape");

    await page.reload();
    await card.getByRole("button", { name: p.viewBoleto }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(dialog.getByTestId("boleto-linha-digitavel")).toHaveText(linha!);
    await expect(dialog.getByTestId("boleto-pix-codigo")).toHaveCount(0);
    expect(await gatewayCalls("POST", "/v1/charge/one-step")).toBe(before + 1);
  } finally {
    await plain(true);
  }
});

test("Rafael's paid history comes 12 at a time: 'Carregar mais' adds the rest and moves the focus to it", async ({ page }) => {
  // 14 of his open invoices paid at the SGP: 16 paid in all, two pages.
  const open = await openInvoicesOf(DEMO_CUSTOMERS.rafael.document);
  // Settled as the provider's staff would, with the operator key (docs/SGP-ENDPOINTS.md §2).
  for (const invoice of open.slice(10)) {
    const fields = {
      app: "demo",
      token: "demo-token",
      data_pagamento: invoice.dataVencimento,
      valor_pago: invoice.valorCorrigido.toFixed(2),
    };
    await fetch(`${SGP}/api/banco/titulo/${invoice.id}/baixar/`, { method: "POST", body: new URLSearchParams(fields) });
  }
  try {
    await expect.poll(async () => (await openInvoicesOf(DEMO_CUSTOMERS.rafael.document)).length, { timeout: 20_000 }).toBe(10);
    await loginAndWait(page, DEMO_CUSTOMERS.rafael);
    await page.goto("/invoices");
    await page.getByRole("button", { name: m.showPaid }).click();
    const items = page.getByRole("list", { name: m.paidTitle }).getByRole("listitem");
    await expect(items).toHaveCount(12);
    const more = page.getByRole("button", { name: m.loadMorePaid });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(16);
    await expect(items.nth(12)).toBeFocused();
    await expect(more).toHaveCount(0);
  } finally {
    await fetch(`${SGP}/__sandbox/reset`, { method: "POST" });
  }
});

import { expect, test, type APIResponse, type Browser, type Page } from "@playwright/test";
import { publicInvoiceMessages } from "../../lib/billing/public-access/messages";
import { paymentMessages } from "../../lib/billing/payments/messages";
import { servicesMessages } from "../../lib/services/messages";
import { supportMessages } from "../../lib/support/messages";
import type { SgpDataset } from "../../sandbox/sgp/dataset";
import { DEMO_CONTRACTS } from "../../sandbox/sgp/demo-customers";
import { E2E_NOTIFY_API_TOKEN } from "./env";
import { actionId, actionRequest } from "./server-actions";
import { DEMO_CUSTOMERS, firstBrandUrl, loginAndWait } from "./support";

/*
 * Carlos, logged in, reaches for Maria's data through every logged-in action and route
 * handler, with ids a curious customer could read from his own pages and change. Each
 * attempt must be refused and must not carry any of Maria's data back.
 */

const SGP = "http://127.0.0.1:7001";
const EFI = "http://127.0.0.1:7002";
const { maria, carlos } = DEMO_CUSTOMERS;

/** Calls a server action the way the page's form does, with this page's session cookie. */
async function callAction(page: Page, route: string, exportedName: string, args: unknown[]): Promise<string> {
  const res = await page.request.post(route, actionRequest(actionId(exportedName), args));
  expect(res.status()).toBe(200);
  return res.text();
}

const sameSite = { origin: firstBrandUrl, "content-type": "application/json" };

async function sgpState(): Promise<SgpDataset> {
  return (await (await fetch(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset;
}

async function efiChargeCalls(): Promise<number> {
  const calls = (await (await fetch(`${EFI}/__sandbox/calls`)).json()) as { method: string; path: string }[];
  return calls.filter((c) => c.method !== "GET" && !c.path.startsWith("/__sandbox") && !c.path.includes("oauth")).length;
}

async function ticketsWith(conteudo: string): Promise<number> {
  const all = (await (await fetch(`${SGP}/__sandbox/sgp/requests`)).json()) as { path: string; body: { conteudo?: string } }[];
  return all.filter((r) => r.path === "/api/ura/chamado/" && r.body.conteudo === conteudo).length;
}

async function customerData(document: string) {
  const data = await sgpState();
  const customer = data.customers.find((c) => c.cpfcnpj === document)!;
  const contract = customer.contratos[0]!;
  const service = contract.servicos[0]!;
  const openInvoices = data.titulos.filter((t) => t.clienteId === customer.id && t.status === "aberto");
  return { customer, contract, service, openInvoices };
}

async function loggedIn(browser: Browser, who: typeof maria) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAndWait(page, who);
  return { context, page };
}

async function json(res: APIResponse): Promise<unknown> {
  return res.json();
}

test("Carlos cannot reveal the Wi-Fi password of Maria's service, though his own comes back", async ({ page }) => {
  const mine = await customerData(maria.document);
  const his = await customerData(carlos.document);
  await loginAndWait(page, carlos);

  const own = await callAction(page, "/services", "revealWifiPassword", [{ contrato: his.contract.id, servico: his.service.id }]);
  expect(own).toContain('"ok":true');

  const attempts = [
    { contrato: mine.contract.id, servico: mine.service.id },
    // His contract with her service, and hers with his: ownership is of the pair.
    { contrato: his.contract.id, servico: mine.service.id },
    { contrato: mine.contract.id, servico: his.service.id },
  ];
  for (const attempt of attempts) {
    const answer = await callAction(page, "/services", "revealWifiPassword", [attempt]);
    expect(answer).toContain('"ok":false');
    expect(answer).toContain(servicesMessages.service.serviceNotFound);
    expect(answer).not.toContain(mine.service.wifi_password);
    expect(answer).not.toContain(mine.service.wifi_password_5);
  }
});

test("Carlos cannot generate a PIX or a boleto for Maria's invoice, and no charge reaches the gateway", async ({ page }) => {
  const mine = await customerData(maria.document);
  const invoice = mine.openInvoices[0]!;
  await loginAndWait(page, carlos);
  const before = await efiChargeCalls();

  for (const action of ["generatePixForInvoice", "generateBoletoForInvoice"]) {
    const answer = await callAction(page, "/invoices", action, [{ invoiceId: invoice.id }]);
    expect(answer).toContain('"ok":false');
    expect(answer).toContain(paymentMessages.invoiceNotOpen);
    expect(answer).not.toContain(maria.name);
    expect(answer).not.toContain(invoice.demonstrativo);
  }
  expect(await efiChargeCalls()).toBe(before);
});

test("Carlos's paid history lists only his invoices", async ({ page }) => {
  const data = await sgpState();
  const paidOf = (document: string) => {
    const id = data.customers.find((c) => c.cpfcnpj === document)!.id;
    return data.titulos.filter((t) => t.clienteId === id && t.status === "pago");
  };
  await loginAndWait(page, carlos);
  const answer = await callAction(page, "/invoices", "loadPaidInvoices", []);
  expect(answer).toContain('"ok":true');
  for (const invoice of paidOf(carlos.document)) expect(answer).toContain(`"id":${invoice.id},`);
  for (const invoice of paidOf(maria.document)) expect(answer).not.toContain(`"id":${invoice.id},`);
});

test("Carlos cannot open a ticket on Maria's contract; nothing reaches the subscriber system", async ({ page }) => {
  const mine = await customerData(maria.document);
  await loginAndWait(page, carlos);
  const descricao = `tentativa no contrato alheio ${Date.now()}`;
  const answer = await callAction(page, "/support", "createTicket", [
    { servico: `${DEMO_CONTRACTS.maria}-${mine.service.id}`, motivo: "6", descricao },
  ]);
  expect(answer).toContain('"ok":false');
  expect(answer).toContain(supportMessages.invalidService);
  expect(await ticketsWith(descricao)).toBe(0);
});

test("Carlos cannot mark Maria's notification read nor see it; a suggestion naming her document is his own", async ({ browser, page }) => {
  const titulo = `Aviso só da Maria ${Date.now()}`;
  const created = await page.request.post("/api/notifications", {
    headers: { authorization: `Bearer ${E2E_NOTIFY_API_TOKEN}` },
    data: { documento: maria.digits, titulo, mensagem: "Mensagem privada" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await loginAndWait(page, carlos);
  expect(await json(await page.request.post("/api/notifications/read", { headers: sameSite, data: { id } }))).toEqual({ updated: 0 });
  await page.request.post("/api/notifications/read", { headers: sameSite, data: { todas: true } });
  const feed = await page.request.get("/api/notifications?status=all&limit=100");
  expect(await feed.text()).not.toContain(titulo);
  await page.goto("/notifications");
  await expect(page.getByText(titulo)).toHaveCount(0);

  // The suggestion action takes no owner from the browser: an extra field is dropped.
  const suggestion = `Sugestão com documento alheio ${Date.now()}`;
  const answer = await callAction(page, "/suggestions", "createSuggestion", [
    { titulo: suggestion, descricao: "d", categoria: "geral", prioridade: 2, clienteCpf: maria.digits, cpf: maria.digits },
  ]);
  expect(answer).toContain('"ok":true');
  await page.goto("/suggestions");
  await expect(page.getByText(suggestion)).toBeVisible();

  const her = await loggedIn(browser, maria);
  const unread = await (await her.page.request.get("/api/notifications?status=unread&limit=100")).text();
  expect(unread).toContain(titulo);
  await her.page.goto("/suggestions");
  await expect(her.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(her.page.getByText(suggestion)).toHaveCount(0);
  await her.context.close();
});

test("none of Carlos's pages carries Maria's name, document or Wi-Fi password", async ({ page }) => {
  const mine = await customerData(maria.document);
  await loginAndWait(page, carlos);
  for (const route of [
    "/",
    "/invoices",
    "/services",
    "/support",
    "/trust-release",
    "/notifications",
    "/suggestions",
    "/profile",
    "/internet",
    "/equipment",
  ]) {
    const res = await page.request.get(route);
    const html = await res.text();
    for (const secret of [maria.name, maria.digits, maria.document, mine.service.wifi_password, mine.service.wifi_password_5]) {
      expect(html, `${route} contém ${secret}`).not.toContain(secret);
    }
  }
});

test("the links of /fatura carry 192 random bits and a guessed one opens nothing", async ({ browser }) => {
  const tokens = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${10 + i}` } });
    const page = await context.newPage();
    const answer = await callAction(page, "/verificar-fatura", "requestInvoiceAccess", [{ documento: carlos.digits }]);
    const token = /"token":"([^"]+)"/.exec(answer)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 32 base64url characters = 24 bytes = 192 bits
    tokens.add(token!);
    await context.close();
  }
  expect(tokens.size).toBe(3);

  const stranger = await browser.newContext();
  const html = await (await stranger.request.get(`${firstBrandUrl}/fatura/${"A".repeat(32)}`)).text();
  expect(html).toContain(publicInvoiceMessages.expiredTitle);
  expect(html).not.toMatch(/Carlos|Maria/);
  await stranger.close();
});

import { expect, test, type Page } from "@playwright/test";
import { supportMessages as m } from "../../lib/support/messages";
import { DEMO_CONTRACTS, SGP_SANDBOX_DEFAULTS } from "../../sandbox/sgp/demo-customers";
import type { RequestRecord } from "../../sandbox/sgp/routes";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

const SGP = `http://127.0.0.1:${SGP_SANDBOX_DEFAULTS.port}`;

async function ticketsSent(conteudo: string): Promise<RequestRecord[]> {
  const all = (await (await fetch(`${SGP}/__sandbox/sgp/requests`)).json()) as RequestRecord[];
  return all.filter((r) => r.path === "/api/ura/chamado/" && (r.body as { conteudo?: string }).conteudo === conteudo);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

test("Carlos sees the contact channels and his three orders with their badges, and opens one's details", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.carlos);
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1, name: m.pageTitle })).toBeVisible();

  await expect(page.getByTestId("contact-phone")).toHaveAttribute("href", "tel:08005550101");
  await expect(page.getByTestId("contact-whatsapp")).toHaveAttribute("href", "https://wa.me/5511955550101");
  await expect(page.getByTestId("contact-email")).toHaveAttribute("href", "mailto:atendimento@velozfibra.com.br");

  const orders = page.getByTestId("service-order");
  await expect(orders).toHaveCount(3);
  await expect(orders.getByTestId("order-status")).toHaveText(["Aberta", "Em andamento", "Finalizada"]);
  const tones = await orders.getByTestId("order-status").evaluateAll((els) => els.map((el) => el.getAttribute("data-tone")));
  expect(tones).toEqual(["warning", "info", "success"]);

  const finished = orders.nth(2);
  const protocolo = (await finished.getByTestId("order-protocol").textContent())!;
  await finished.getByRole("button", { name: m.list.detailsOf(protocolo) }).click();
  const dialog = page.getByRole("dialog", { name: m.order.dialogTitle(protocolo) });
  await expect(dialog).toBeVisible();
  for (const text of ["Troca de senha do Wi-Fi", "Finalizada", "Suporte Técnico", String(DEMO_CONTRACTS.carlos), "EQUIPE A"]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText(/^\d{2}\/\d{2}\/\d{4} 11:05$/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the empty form shows the required message and sends nothing", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.carlos);
  await page.goto("/support");
  await page.getByRole("button", { name: m.form.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: m.required })).toBeVisible();
  await expect(page.getByTestId("service-order")).toHaveCount(3);
});

test("Maria opens a ticket once, even with a double click, sees its protocol and then finds it in her list", async ({ page }) => {
  await loginAndWait(page, DEMO_CUSTOMERS.maria);
  await page.goto("/support");
  const before = await page.getByTestId("service-order").count();
  const descricao = `Internet cai toda noite ${Date.now()}`;

  await choose(page, m.form.service, `Contrato ${DEMO_CONTRACTS.maria} - Fibra 500 Mega (Internet)`);
  await choose(page, m.form.reason, "Lentidão na conexão");
  await page.getByLabel(m.form.description, { exact: true }).fill(descricao);
  await page.getByRole("button", { name: m.form.submit }).dblclick();

  const created = page.getByTestId("ticket-created");
  await expect(created.getByText(m.created)).toBeVisible();
  await expect(created.getByText(m.createdDescription)).toBeVisible();
  const protocolo = /Protocolo: (\d+)/.exec((await created.textContent()) ?? "")?.[1];
  expect(protocolo).toBeTruthy();

  const entry = page.getByTestId("service-order").filter({ hasText: protocolo! });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId("order-status")).toHaveText("Aberta");
  await expect(page.getByTestId("service-order")).toHaveCount(before + 1);
  await expect(page.getByLabel(m.form.description, { exact: true })).toHaveValue("");
  expect(await ticketsSent(descricao)).toHaveLength(1);
});

async function setFault(route: string, fault: "html404" | null) {
  const res = await fetch(`${SGP}/__sandbox/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ route, fault }),
  });
  expect(res.ok).toBe(true);
}

test("an SGP without the reasons' and orders' modules (HTML 404): both are hidden, not failed, and a ticket goes without a reason (360 px, keyboard)", async ({
  page,
}) => {
  const missing = ["/api/os/*", "/api/ura/ordemservico/list/"];
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAndWait(page, DEMO_CUSTOMERS.carlos);
  for (const route of missing) await setFault(route, "html404");
  try {
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 2, name: m.form.title })).toBeVisible();
    // Hidden, with no error nor retry in their place.
    await expect(page.getByText(m.form.reason, { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: m.list.title })).toHaveCount(0);
    await expect(page.getByTestId("service-order")).toHaveCount(0);
    for (const text of [m.motivesFailed, m.list.failed, m.retry]) await expect(page.getByText(text)).toHaveCount(0);

    const descricao = `Sem motivo no catálogo ${Date.now()}`;
    await page.getByLabel(m.form.service, { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("option", { name: `Contrato ${DEMO_CONTRACTS.carlos} - Fibra 200 Mega (Internet)` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(page.getByLabel(m.form.service, { exact: true })).toBeFocused();
    // With the reason hidden, the next field is the description.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(m.form.description, { exact: true })).toBeFocused();
    await page.keyboard.type(descricao);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: m.form.submit })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("ticket-created").getByText(m.created)).toBeVisible();

    const [sent] = await ticketsSent(descricao);
    expect(sent!.body).toMatchObject({ contrato: DEMO_CONTRACTS.carlos, servico_id: 30501 });
    expect(sent!.body).not.toHaveProperty("motivoos");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    for (const route of missing) await setFault(route, null);
  }
  // The modules back: the reason and the list are there again.
  await page.reload();
  await expect(page.getByTestId("service-order").first()).toBeVisible();
  await expect(page.getByText(m.form.reason, { exact: true })).toBeVisible();
});

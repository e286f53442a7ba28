import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { trustReleaseMessages as m } from "../../lib/trust-release/messages";
import { TRUST_RELEASE_REASON_MAX } from "../../lib/trust-release/validation";
import { DEMO_CONTRACTS, type DemoCustomer } from "../../sandbox/sgp/demo-customers";
import type { SgpDataset } from "../../sandbox/sgp/dataset";
import type { RequestRecord } from "../../sandbox/sgp/routes";
import { DEMO_CUSTOMERS, loginAndWait } from "./support";

/*
 * One server serves the whole run, and a release uses up the customer's month in its
 * database: every assertion that depends on João's or the company's release lives here.
 * The SGP sandbox is reset before and after this file so others see the demo dataset.
 */
const SGP = "http://127.0.0.1:7001";

async function resetSgp(request: APIRequestContext) {
  expect((await request.post(`${SGP}/__sandbox/reset`)).ok()).toBe(true);
}
test.beforeAll(async ({ request }) => resetSgp(request));
test.afterAll(async ({ request }) => resetSgp(request));

/** The contract's status in the SGP: the suspension is per contract (docs/UPSTREAMS.md §1.0). */
async function contractStatus(request: APIRequestContext, contrato: number): Promise<string> {
  const dataset = (await (await request.get(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset;
  return dataset.customers.flatMap((c) => c.contratos).find((c) => c.id === contrato)!.status;
}

async function releasedContracts(request: APIRequestContext): Promise<number[]> {
  const requests = (await (await request.get(`${SGP}/__sandbox/sgp/requests`)).json()) as RequestRecord[];
  return requests.filter((r) => r.path === "/api/ura/liberacaopromessa/").map((r) => Number((r.body as { contrato: unknown }).contrato));
}

async function openTrustRelease(page: Page, customer: DemoCustomer) {
  await loginAndWait(page, customer);
  await page.goto("/trust-release");
  await expect(page.getByRole("heading", { level: 1, name: m.pageTitle })).toBeVisible();
}

async function submit(page: Page, motivo: string) {
  await page.getByLabel(m.reasonLabel).fill(motivo);
  await page.getByRole("button", { name: m.submit }).click();
}

const history = (page: Page) => page.getByTestId("trust-release-entry");

test("João releases once: success card, history entry, service active in the SGP; the second try this month is refused", async ({
  page,
  request,
}) => {
  await openTrustRelease(page, DEMO_CUSTOMERS.joao);
  await expect(page.getByText(m.pageDescription)).toBeVisible();
  await expect(page.getByRole("heading", { name: m.formTitle })).toBeVisible();
  await expect(page.getByRole("complementary", { name: m.infoTitle })).toContainText("72 horas");
  await expect(page.getByRole("heading", { name: m.historyTitle })).toBeVisible();
  await expect(page.getByText(m.historyEmpty)).toBeVisible();
  await expect(page.getByText(m.reasonHint)).toBeVisible();
  await expect(page.getByLabel(m.reasonLabel)).toHaveAttribute("placeholder", m.reasonPlaceholder);

  const send = page.getByRole("button", { name: m.submit });
  await expect(send).toBeDisabled();
  await page.getByLabel(m.reasonLabel).fill("   \n  ");
  await expect(send).toBeDisabled();
  const motivo = "Aguardando transferência do salário";
  await page.getByLabel(m.reasonLabel).fill(motivo);
  await expect(page.getByText(m.counter(motivo.length, TRUST_RELEASE_REASON_MAX))).toBeVisible();
  await send.click();

  await expect(page.getByText(m.sentTitle)).toBeVisible();
  await expect(page.getByText(m.released(1))).toBeVisible();
  const success = page.getByTestId("trust-release-success");
  await expect(success.getByRole("heading", { name: m.successTitle })).toBeFocused();
  await expect(success.getByText(m.successRemaining)).toBeVisible();
  await expect(page.getByLabel(m.reasonLabel)).toHaveCount(0);

  await expect(history(page)).toHaveCount(1);
  const entry = history(page).first();
  await expect(entry.getByRole("heading", { name: /^Liberação #\d+$/ })).toBeVisible();
  await expect(entry.getByTestId("trust-release-status")).toHaveText("Aprovado");
  await expect(entry.getByText(motivo)).toBeVisible();
  await expect(entry.getByText(m.requestedAt)).toBeVisible();
  await expect(entry.getByText(m.processedAt)).toBeVisible();
  await expect(entry.locator("dd").first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  expect(await contractStatus(request, DEMO_CONTRACTS.joao)).toBe("ativo");
  expect(await releasedContracts(request)).toEqual([DEMO_CONTRACTS.joao]);

  await success.getByRole("button", { name: m.newRequest }).click();
  await expect(page.getByLabel(m.reasonLabel)).toBeFocused();
  await expect(page.getByLabel(m.reasonLabel)).toHaveValue("");
  await submit(page, "Preciso de mais uma liberação");
  await expect(page.getByText(m.errorTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(m.alreadyThisMonth)).toBeVisible();
  await expect(page.getByTestId("trust-release-success")).toHaveCount(0);
  await expect(page.getByLabel(m.reasonLabel)).toHaveValue("Preciso de mais uma liberação");
  expect(await releasedContracts(request)).toEqual([DEMO_CONTRACTS.joao]);

  await page.reload();
  await expect(history(page)).toHaveCount(1);
});

test("Maria, whose services are all active, is told so and nothing is recorded", async ({ page }) => {
  await openTrustRelease(page, DEMO_CUSTOMERS.maria);
  await submit(page, "Emergência médica");
  await expect(page.getByText(m.errorTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(m.allActive)).toBeVisible();
  await expect(page.getByText(m.historyEmpty)).toBeVisible();
});

test("Ana, with only a cancelled contract, is told there is no contract to release", async ({ page }) => {
  await openTrustRelease(page, DEMO_CUSTOMERS.ana);
  await submit(page, "Situação financeira temporária");
  await expect(page.getByText(m.noActiveContract)).toBeVisible();
  await expect(page.getByText(m.historyEmpty)).toBeVisible();
});

test("the company gets its suspended contract released and the active one skipped", async ({ page, request }) => {
  const before = await releasedContracts(request);
  await openTrustRelease(page, DEMO_CUSTOMERS.empresa);
  await submit(page, "Aguardando compensação de transferência");
  await expect(page.getByText(m.released(1))).toBeVisible();
  await expect(page.getByRole("heading", { name: m.successTitle })).toBeVisible();
  await expect(history(page)).toHaveCount(1);

  expect((await releasedContracts(request)).slice(before.length)).toEqual([DEMO_CONTRACTS.empresaSuspenso]);
  expect(await contractStatus(request, DEMO_CONTRACTS.empresaSuspenso)).toBe("ativo");
  expect(await contractStatus(request, DEMO_CONTRACTS.empresaAtivo)).toBe("ativo");
});

test("a request lost on the network is shown as registered, as the spec says", async ({ page }) => {
  await openTrustRelease(page, DEMO_CUSTOMERS.carlos);
  // Server actions are POSTs to the page itself; this one never reaches the server.
  await page.route("**/trust-release", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await submit(page, "Emergência médica");
  await expect(page.getByText(m.registeredTitle)).toBeVisible();
  await expect(page.getByText(m.registeredDescription)).toBeVisible();
  await expect(page.getByRole("heading", { name: m.successTitle })).toBeVisible();
  await page.unroute("**/trust-release");
  await page.reload();
  await expect(page.getByText(m.historyEmpty)).toBeVisible();
});

test("on a phone: the counter turns orange above 450, stops at 500, and the page fits 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openTrustRelease(page, DEMO_CUSTOMERS.carlos);
  const reason = page.getByLabel(m.reasonLabel);
  const counter = page.getByTestId("trust-release-counter");

  await reason.fill("a".repeat(450));
  await expect(counter).toHaveText(m.counter(450, TRUST_RELEASE_REASON_MAX));
  const calm = await counter.evaluate((el) => getComputedStyle(el).color);
  await reason.fill("a".repeat(451));
  await expect(counter).toHaveText(m.counter(451, TRUST_RELEASE_REASON_MAX));
  await expect(counter).toHaveAttribute("data-warning", "true");
  expect(await counter.evaluate((el) => getComputedStyle(el).color)).not.toBe(calm);

  await reason.fill("b".repeat(TRUST_RELEASE_REASON_MAX - 1));
  await reason.press("End");
  await reason.pressSequentially("cde");
  await expect(reason).toHaveValue(`${"b".repeat(TRUST_RELEASE_REASON_MAX - 1)}c`);
  await expect(counter).toHaveText(m.counter(TRUST_RELEASE_REASON_MAX, TRUST_RELEASE_REASON_MAX));

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("link", { name: m.back, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
});

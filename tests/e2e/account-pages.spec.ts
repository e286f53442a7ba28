import { expect, test, type Request } from "@playwright/test";
import { brands } from "../../config/brands";
import { recoveryMessages } from "../../lib/auth/recovery/messages";
import { UNKNOWN_DOCUMENT } from "../../sandbox/sgp/demo-customers";
import { secondBrandUrl } from "./support";

/** Requests the page itself makes after it loaded. */
function callsMadeBy(page: import("@playwright/test").Page): Request[] {
  const made: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" || request.resourceType() === "xhr" || request.method() !== "GET") made.push(request);
  });
  return made;
}

test.describe("forgot password", () => {
  test("checks the document like login, asks for a code once, and after 2 s says the same 'if' for anyone", async ({ page }) => {
    await page.clock.install();
    await page.goto("/forgot-password");
    const field = page.getByLabel("CPF/CNPJ");
    const submit = page.getByRole("button", { name: recoveryMessages.send });
    // The provider's channels are on the page for everyone, whoever the code cannot reach.
    const footer = page.getByRole("heading", { name: recoveryMessages.noCode.title }).locator("..");
    await expect(footer).toContainText(`fale com a ${brands.velozfibra.name}`);
    await expect(footer.getByRole("link", { name: /Telefone/ })).toHaveAttribute("href", "tel:08005550101");
    await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/5511955550101");
    await expect(footer.getByRole("link", { name: /E-mail/ })).toHaveAttribute("href", "mailto:atendimento@velozfibra.com.br");

    await field.fill("52998224724");
    await expect(page.getByText("CPF invalido")).toBeVisible();
    await expect(submit).toBeDisabled();

    // Incomplete: nothing said while typing, refused on submit.
    await field.fill("529982");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText("CPF invalido")).toBeVisible();

    // A document no subscriber has: the answer does not say so.
    await field.fill(UNKNOWN_DOCUMENT);
    const calls = callsMadeBy(page);
    // An installed clock still runs with real time: paused, a slow machine cannot move the 2 s on.
    await page.clock.pauseAt(Date.now() + 1_000);
    await submit.click();
    await expect(page.getByRole("button", { name: recoveryMessages.sending })).toBeDisabled();
    await page.clock.fastForward(1_900);
    await expect(page.getByText(recoveryMessages.sent.title)).toHaveCount(0);
    await page.clock.fastForward(200);
    const confirmation = page.getByRole("status");
    await expect(confirmation).toContainText(recoveryMessages.sent.title);
    await expect(confirmation).toContainText("Se o CPF/CNPJ estiver cadastrado");
    await expect(page.getByLabel(recoveryMessages.codeLabel)).toBeVisible();
    // One call, the server action that asks for the code.
    expect(calls.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(["POST /forgot-password"]);
  });

  test("an empty document asks for it", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByRole("button", { name: recoveryMessages.send }).click();
    await expect(page.getByText("Por favor, informe seu CPF ou CNPJ")).toBeVisible();
  });
});

test.describe("terms and privacy", () => {
  for (const { path, title } of [
    { path: "/terms", title: "Termos de Uso" },
    { path: "/privacy", title: "Política de Privacidade" },
  ]) {
    test(`${title}: the brand's own text with a way back to login`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("article")).toContainText(brands.velozfibra.name);
      await page.getByRole("link", { name: "Voltar para o login" }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test("privacy states the LGPD basis and keeps data up to 5 years after the contract ends; the second brand names itself", async ({
    page,
  }) => {
    await page.goto(`${secondBrandUrl}/privacy`);
    const main = page.locator("article");
    await expect(main).toContainText("LGPD");
    await expect(main).toContainText("por até 5 (cinco) anos após o encerramento do contrato");
    await expect(main).toContainText(brands.conectasul.name);
    await expect(main).not.toContainText(brands.velozfibra.name);
  });

  test("login links to both, and to forgot password", async ({ page }) => {
    await page.goto("/login");
    for (const [name, path] of [
      [/esqueci/i, "/forgot-password"],
      [/termos/i, "/terms"],
      [/privacidade/i, "/privacy"],
    ] as const) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", path);
    }
  });
});

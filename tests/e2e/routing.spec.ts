import { expect, test } from "@playwright/test";
import { firstBrandUrl, secondBrandUrl } from "./support";

test("a protected route redirects to /login remembering where the visitor was going", async ({ page }) => {
  await page.goto("/invoices?mes=3");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Finvoices%3Fmes%3D3$/);
  await expect(page.getByLabel("CPF/CNPJ")).toBeVisible();
});

test("an unknown path shows the not-found screen with status 404", async ({ page }) => {
  const response = await page.goto("/nao-existe/de-jeito-nenhum");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Pagina nao encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o início" }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("old invoice links land on /verificar-fatura without their query, replacing history", async ({ page }) => {
  for (const old of ["/faturafacil?cpf_cnpj=52998224725", "/cpf/52998224725?origem=sms"]) {
    await page.goto("/login");
    await page.goto(old);
    await expect(page).toHaveURL(`${firstBrandUrl}/verificar-fatura`);
    // The old link is not an entry of its own: back goes to where the visitor was before it.
    await page.goBack();
    await expect(page).toHaveURL(`${firstBrandUrl}/login`);
  }
});

test("each demo port shows its own brand on the public screens", async ({ page }) => {
  for (const [url, id, tagline] of [
    [firstBrandUrl, "velozfibra", "Internet de fibra que acompanha o seu ritmo"],
    [secondBrandUrl, "conectasul", "Conectando o Sul com fibra, TV e atendimento de perto"],
  ] as const) {
    for (const path of ["/login", "/verificar-fatura"]) {
      await page.goto(`${url}${path}`);
      await expect(page.locator("html")).toHaveAttribute("data-brand", id);
      await expect(page.getByTestId("brand-tagline")).toHaveText(tagline);
    }
  }
  await page.goto(`${firstBrandUrl}/login`);
  const first = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary"));
  await page.goto(`${secondBrandUrl}/login`);
  const second = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary"));
  expect(first).not.toBe(second);
});

test("the dark mode chosen stays after a reload, without a light flash", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Alterar tema" }).click();
  await page.getByRole("menuitemradio", { name: "Escuro" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // The class must be on <html> before any stylesheet paints, so check the first response's inline script ran.
  await page.reload({ waitUntil: "commit" });
  await page.waitForSelector("html.dark", { state: "attached" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Alterar tema" }).click();
  await expect(page.getByRole("menuitemradio", { name: "Escuro" })).toHaveAttribute("aria-checked", "true");
});

test("responses carry the security headers", async ({ page }) => {
  const response = await page.goto("/verificarpixefi");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // The production build outside the demo (the one `npm test` makes) asks browsers for HTTPS only.
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
});

test("the public pages built per brand run their inline scripts by hash, and every one of them runs", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const url of [firstBrandUrl, secondBrandUrl]) {
    for (const path of ["/login", "/verificar-fatura", "/forgot-password", "/terms", "/privacy"]) {
      const response = await page.goto(`${url}${path}`);
      expect(response?.status(), path).toBe(200);
      const scriptSrc = response!
        .headers()
        ["content-security-policy"]!.split("; ")
        .find((d) => d.startsWith("script-src"))!;
      expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(response!.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
      await page.waitForLoadState("load");
    }
  }
  // React took over the built page: the field formats what is typed.
  await page.goto(`${firstBrandUrl}/login`);
  await page.getByLabel("CPF/CNPJ").pressSequentially("52998224725");
  await expect(page.getByLabel("CPF/CNPJ")).toHaveValue("529.982.247-25");
  expect(violations).toEqual([]);
});

test("the built routes themselves are not addresses of the site", async ({ page }) => {
  const response = await page.goto("/prerendered/velozfibra/login");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Pagina nao encontrada" })).toBeVisible();
});

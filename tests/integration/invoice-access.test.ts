import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { INVOICE_TOKEN_MAX_VIEWS, INVOICE_TOKEN_TTL_MS } from "@/lib/billing/public-access/rules";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { requestInvoiceAccess } from "@/lib/billing/public-access/lookup";
import { purgeExpiredTokens } from "@/lib/billing/public-access/store";
import { checkInvoiceToken, createInvoiceToken, openInvoiceToken } from "@/lib/billing/public-access/token";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { invoiceTokens, rateLimits } from "@/lib/vendors/db/schema";
import { DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";

const { joao } = DEMO_CUSTOMERS;
const MINUTE = 60_000;

describeEachDatabase("invoice access token", (getDb) => {
  beforeEach(() => truncateAll(getDb()));

  it("binds the token to the document and stores only a digest of it", async () => {
    const now = new Date();
    const token = await createInvoiceToken(joao.digits, now);
    const rows = await getDb().select().from(invoiceTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cpfcnpj: joao.digits, accessCount: 0 });
    expect(rows[0]!.token).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime()).toBe(now.getTime() + INVOICE_TOKEN_TTL_MS);
    await expect(openInvoiceToken(token, now)).resolves.toMatchObject({ cpfcnpj: joao.digits, views: 1 });
  });

  it("opens 10 times, refuses the 11th and removes the token", async () => {
    const token = await createInvoiceToken(joao.digits);
    for (let view = 1; view <= INVOICE_TOKEN_MAX_VIEWS; view++) {
      expect((await openInvoiceToken(token))?.views).toBe(view);
    }
    // The page of the 10th view still pays: actions check without counting.
    expect(await checkInvoiceToken(token)).toMatchObject({ cpfcnpj: joao.digits, views: INVOICE_TOKEN_MAX_VIEWS });
    expect(await openInvoiceToken(token)).toBeNull();
    expect(await getDb().select().from(invoiceTokens)).toHaveLength(0);
    expect(await checkInvoiceToken(token)).toBeNull();
  });

  it("never lets parallel views pass the limit", async () => {
    const token = await createInvoiceToken(joao.digits);
    const results = await Promise.all(Array.from({ length: 15 }, () => openInvoiceToken(token)));
    const granted = results
      .filter((r) => r !== null)
      .map((r) => r!.views)
      .sort((a, b) => a - b);
    expect(granted).toEqual(Array.from({ length: INVOICE_TOKEN_MAX_VIEWS }, (_, i) => i + 1));
  });

  it("expires 30 minutes after creation", async () => {
    const created = new Date();
    const token = await createInvoiceToken(joao.digits, created);
    const justBefore = new Date(created.getTime() + INVOICE_TOKEN_TTL_MS - 1000);
    expect(await checkInvoiceToken(token, justBefore)).not.toBeNull();
    expect(await openInvoiceToken(token, justBefore)).not.toBeNull();
    const after = new Date(created.getTime() + INVOICE_TOKEN_TTL_MS);
    expect(await checkInvoiceToken(token, after)).toBeNull();
    expect(await openInvoiceToken(token, after)).toBeNull();
    expect(await getDb().select().from(invoiceTokens)).toHaveLength(0);
  });

  it("does not count a view when an action checks the token", async () => {
    const token = await createInvoiceToken(joao.digits);
    await openInvoiceToken(token);
    for (let i = 0; i < 20; i++) await checkInvoiceToken(token);
    const [row] = await getDb().select().from(invoiceTokens);
    expect(row?.accessCount).toBe(1);
  });

  it("ignores unknown and malformed tokens", async () => {
    await createInvoiceToken(joao.digits);
    expect(await openInvoiceToken("A".repeat(32))).toBeNull();
    expect(await openInvoiceToken("../../etc/passwd")).toBeNull();
    expect(await checkInvoiceToken(42)).toBeNull();
    expect(await getDb().select().from(invoiceTokens)).toHaveLength(1);
  });

  it("purges expired tokens when a new one is created", async () => {
    const longAgo = new Date(Date.now() - 45 * MINUTE);
    const stale = await createInvoiceToken(joao.digits, longAgo);
    const fresh = await createInvoiceToken(joao.digits);
    const rows = await getDb().select().from(invoiceTokens);
    expect(rows).toHaveLength(1);
    expect(await openInvoiceToken(fresh)).not.toBeNull();
    expect(await openInvoiceToken(stale, longAgo)).toBeNull();
    expect(await purgeExpiredTokens()).toBe(0);
  });
});

describeEachDatabase("invoice lookup", (getDb) => {
  beforeEach(() => truncateAll(getDb()));

  it("answers the same for a customer and for an unknown document", async () => {
    const known = await requestInvoiceAccess({ documento: joao.document }, "203.0.113.1");
    const unknown = await requestInvoiceAccess({ documento: UNKNOWN_DOCUMENT }, "203.0.113.1");
    expect(known.ok && unknown.ok).toBe(true);
    if (!known.ok || !unknown.ok) return;
    expect(Object.keys(known)).toEqual(Object.keys(unknown));
    expect(known.data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await openInvoiceToken(unknown.data.token)).toMatchObject({ cpfcnpj: "98765432100" });
  });

  it("refuses malformed documents with the screen's messages, creating nothing", async () => {
    expect(await requestInvoiceAccess({ documento: "" }, "203.0.113.2")).toMatchObject({
      ok: false,
      error: "Por favor, informe seu CPF ou CNPJ",
    });
    expect(await requestInvoiceAccess({ documento: "123.456.789" }, "203.0.113.2")).toMatchObject({
      ok: false,
      error: "CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos",
    });
    expect(await requestInvoiceAccess(null, "203.0.113.2")).toMatchObject({ ok: false });
    expect(await getDb().select().from(invoiceTokens)).toHaveLength(0);
  });

  it("refuses a burst from one address, with the time it may try again, and not the others", async () => {
    const attacker = "198.51.100.7";
    const answers = [];
    for (let i = 0; i < LIMITS.invoiceLookup.limit + 3; i++) {
      // Walking through tax ids: each lookup is a different document.
      answers.push(await requestInvoiceAccess({ documento: String(10_000_000_000 + i) }, attacker));
    }
    expect(answers.slice(0, LIMITS.invoiceLookup.limit).every((a) => a.ok)).toBe(true);
    for (const refused of answers.slice(LIMITS.invoiceLookup.limit)) {
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error).toMatch(/^Muitas consultas em pouco tempo\. .* às \d{2}:\d{2}\.$/);
    }
    expect(await getDb().select().from(invoiceTokens)).toHaveLength(LIMITS.invoiceLookup.limit);
    expect((await requestInvoiceAccess({ documento: joao.document }, "198.51.100.8")).ok).toBe(true);
    // The counter lives in the database, so every instance of the portal sees the block.
    const [row] = await getDb().select().from(rateLimits).where(eq(rateLimits.key, attacker));
    expect(row?.scope).toBe(LIMITS.invoiceLookup.scope);
    expect(row?.blockedUntil?.getTime()).toBeGreaterThan(Date.now());
    // The time it may try again is the end of the block, in São Paulo.
    expect(answers.at(-1)).toMatchObject({ error: expect.stringContaining(`às ${formatInBrazil(row!.blockedUntil!, "HH:mm")}.`) });
  });

  it("answers the spec's exception message when the database fails", async () => {
    await getDb().execute("alter table invoice_tokens rename to invoice_tokens_away");
    try {
      expect(await requestInvoiceAccess({ documento: joao.document }, "203.0.113.3")).toEqual({
        ok: false,
        error: "Erro ao processar solicitação. Tente novamente.",
      });
    } finally {
      await getDb().execute("alter table invoice_tokens_away rename to invoice_tokens");
    }
  });
});

import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { notificacaoCentral } from "@/lib/vendors/db/schema";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { seedDemoDatabase, seedDemoNotifications } from "@/scripts/demo-seed";
import { createTestDatabase, describeEachDatabase, testDatabaseUrl, truncateAll } from "@/tests/support/db";

/*
 * The demo's first notifications: what each demo customer finds in the bell, written once
 * per database however many times (or how concurrently) the demo starts, and only in a demo.
 */

const NOW = new Date("2026-11-24T12:00:00-03:00");
const { maria, joao, empresa, ana, carlos, paula, rafael } = DEMO_CUSTOMERS;

describeEachDatabase("demo notifications", (getDb) => {
  beforeEach(() => truncateAll(getDb()));

  const titlesOf = async (documento: string) =>
    (
      await getDb()
        .select({
          titulo: notificacaoCentral.titulo,
          tipo: notificacaoCentral.tipo,
          link: notificacaoCentral.linkAcao,
          visualizada: notificacaoCentral.visualizada,
        })
        .from(notificacaoCentral)
        .where(eq(notificacaoCentral.clienteDocumento, documento))
        .orderBy(asc(notificacaoCentral.dataCriacao))
    ).map((n) => `${n.tipo} ${n.titulo}${n.link ? ` -> ${n.link}` : ""}${n.visualizada ? " (lida)" : ""}`);

  it("gives each demo customer a payment received, a maintenance notice and a reminder, unread", async () => {
    expect(await seedDemoNotifications(getDb(), NOW)).toBe(8);

    expect(await titlesOf(maria.digits)).toEqual([
      "success Pagamento recebido -> /invoices",
      "warning Manutenção programada na rede",
      "info Sua fatura vence em 10 dias -> /invoices#fatura-880001",
    ]);
    expect(await titlesOf(empresa.digits)).toEqual([
      "success Pagamento recebido -> /invoices",
      "warning Manutenção programada na rede",
      "info Sua fatura vence em 7 dias -> /invoices#fatura-880009",
    ]);
    // No paid invoice, or nothing coming due: only what applies.
    expect(await titlesOf(carlos.digits)).toEqual(["success Pagamento recebido -> /invoices", "warning Manutenção programada na rede"]);
    expect(await titlesOf(ana.digits)).toEqual(["warning Manutenção programada na rede"]);
    // Kept under the alphanumeric CNPJ with its letters.
    expect(await titlesOf(DEMO_CUSTOMERS.alfa.digits)).toEqual(["warning Manutenção programada na rede"]);
    expect(await titlesOf(paula.digits)).toHaveLength(2);
    expect(await titlesOf(joao.digits)).toHaveLength(3);
    expect(await titlesOf(rafael.digits)).toEqual([
      "success Pagamento recebido -> /invoices",
      "warning Manutenção programada na rede",
      "info Sua fatura vence em 5 dias -> /invoices#fatura-880018",
    ]);

    const [payment] = await getDb()
      .select()
      .from(notificacaoCentral)
      .where(eq(notificacaoCentral.clienteDocumento, maria.digits))
      .orderBy(asc(notificacaoCentral.dataCriacao));
    expect(payment?.mensagem).toBe("Recebemos em 03/11/2026 o pagamento de R$\u00a0119,90 da fatura 880002. Obrigado!");
  });

  it("seeds once, however many demos start, one after the other or together", async () => {
    const together = await Promise.all([seedDemoNotifications(getDb(), NOW), seedDemoNotifications(getDb(), NOW)]);
    expect(together[0]! + together[1]!).toBe(8);
    expect(await seedDemoNotifications(getDb(), new Date(NOW.getTime() + 86_400_000))).toBe(0);
    expect(await getDb().$count(notificacaoCentral)).toBe(18);
  });
});

describe("the demo seed outside a demo", () => {
  it("refuses to run without DEMO=1, before opening any database", async () => {
    await expect(seedDemoDatabase({ NODE_ENV: "test" })).rejects.toThrow(
      "As notificações de demonstração só são criadas com DEMO=1 (npm run demo).",
    );
  });
});

describe.runIf(testDatabaseUrl)("the demo seed on the demo's own database [postgres]", () => {
  it("migrates, seeds and closes the database DATABASE_URL names", async () => {
    const database = await createTestDatabase("postgres");
    try {
      expect(await seedDemoDatabase({ NODE_ENV: "test", DEMO: "1", DATABASE_URL: database.url })).toBe(8);
      expect(await seedDemoDatabase({ NODE_ENV: "test", DEMO: "1", DATABASE_URL: database.url })).toBe(0);
      expect(await database.db.$count(notificacaoCentral)).toBeGreaterThan(6);
    } finally {
      await database.close();
    }
  });
});

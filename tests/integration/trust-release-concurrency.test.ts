import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/vendors/db/client";
import { type DbHandle, openPostgres } from "@/lib/vendors/db/connect";
import { liberacaoConfiancaCentral } from "@/lib/vendors/db/schema";
import { createSgpClient, type SgpClient } from "@/lib/vendors/sgp/client";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";
import { requestTrustRelease } from "@/lib/trust-release/service";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { createTestDatabase, type TestDatabase, testDrivers } from "../support/db";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

const { joao, empresa } = DEMO_CUSTOMERS;
const REQUESTS_PER_CUSTOMER = 20;

/**
 * Two app instances: each with its own database pool and its own SGP client (and its
 * customer cache). On PostgreSQL the pools are separate connections to one database, as
 * two servers would have; PGlite has one connection, so there both share it.
 */
for (const driver of testDrivers) {
  describe(`trust release under concurrency [${driver}]`, () => {
    let sandbox: SgpTestSandbox;
    let database: TestDatabase;
    const pools: DbHandle[] = [];
    let instances: { db: Db; sgp: Pick<SgpClient, "findCustomer" | "requestTrustRelease"> }[];
    /** Requests that got past the monthly read check: with more than one, the insert is what decided. */
    let pastMonthlyCheck = 0;

    beforeAll(async () => {
      sandbox = await startSgpForTests({ latencyMs: 20 });
      database = await createTestDatabase(driver);
      if (driver === "postgres") pools.push(openPostgres(database.url!, 10), openPostgres(database.url!, 10));
      const dbs = pools.length ? pools.map((p) => p.db) : [database.db, database.db];
      instances = dbs.map((db) => {
        const sgp = createSgpClient({ baseUrl: sandbox.url, app: "demo", token: "demo-token", timeoutMs: 5_000 });
        return {
          db,
          sgp: {
            requestTrustRelease: sgp.requestTrustRelease,
            findCustomer: (cpf: string) => {
              pastMonthlyCheck += 1;
              return sgp.findCustomer(cpf);
            },
          },
        };
      });
    });
    afterAll(async () => {
      await Promise.all(pools.map((p) => p.close()));
      await database?.close();
      await sandbox?.close();
    });

    it(`${REQUESTS_PER_CUSTOMER} simultaneous requests per customer over two instances: one record, one release per eligible contract`, async () => {
      const ask = (who: typeof joao, i: number) =>
        requestTrustRelease(
          { cpf: who.document, nome: who.name, motivo: `Pedido ${i}`, ip: `10.0.0.${i}`, userAgent: `aba ${i}` },
          instances[i % 2],
        );
      const outcomes = await Promise.all(Array.from({ length: REQUESTS_PER_CUSTOMER }, (_, i) => [ask(joao, i), ask(empresa, i)]).flat());

      for (const who of [joao, empresa]) {
        const mine = outcomes.filter((_, i) => (i % 2 === 0) === (who === joao));
        expect(mine.filter((o) => o.ok)).toHaveLength(1);
        expect(mine.filter((o) => !o.ok)).toEqual(Array(REQUESTS_PER_CUSTOMER - 1).fill({ ok: false, error: m.alreadyThisMonth }));
        const rows = await database.db.select().from(liberacaoConfiancaCentral).where(eq(liberacaoConfiancaCentral.cpfCnpj, who.digits));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.status).toBe("liberado");
      }

      expect(pastMonthlyCheck).toBeGreaterThan(2);

      const released = (await sandbox.sentRequests("/api/ura/liberacaopromessa/"))
        .map((r) => (r.body as { contrato: number }).contrato)
        .sort();
      expect(released).toEqual([DEMO_CONTRACTS.joao, DEMO_CONTRACTS.empresaSuspenso]);
    });
  });
}

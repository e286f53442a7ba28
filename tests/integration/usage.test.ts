import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MISSING } from "@/lib/shared/missing";
import { loadUsage } from "@/lib/connection/usage/load";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

const NOW = new Date("2026-11-26T12:00:00-03:00");
let sandbox: SgpTestSandbox;

beforeAll(async () => {
  sandbox = await startSgpForTests({ now: () => NOW });
  Object.assign(process.env, sandbox.env);
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe("usage from the central's extratouso", () => {
  it("Maria: this month and the 6 before, totals in bytes summed as the SGP gives them", async () => {
    const [usage] = (await loadUsage(DEMO_CUSTOMERS.maria.digits, NOW))!;
    expect(usage!.contractId).toBe(DEMO_CONTRACTS.maria);
    const months = usage!.months as Exclude<NonNullable<typeof usage>["months"], null | "missing">;
    expect(months.map((m) => `${m.year}-${m.month}`)).toEqual(["2026-5", "2026-6", "2026-7", "2026-8", "2026-9", "2026-10", "2026-11"]);
    for (const month of months) {
      expect(month.total).toBeGreaterThan(0);
      expect(month.total).toBe(month.download + month.upload);
    }
  });

  it("asks with the subscriber's own central password, read by the server, and never the operator key", async () => {
    await loadUsage(DEMO_CUSTOMERS.maria.digits, NOW);
    const sent = await sandbox.sentRequests("/api/central/extratouso/");
    expect(sent).toHaveLength(7);
    expect(sent[0]!.body).toEqual({
      cpfcnpj: DEMO_CUSTOMERS.maria.digits,
      senha: DEMO_CUSTOMERS.maria.password,
      contrato: String(DEMO_CONTRACTS.maria),
      ano: "2026",
      mes: "5",
    });
    expect(sent[0]!.auth).toBeNull();
  });

  it("a missing module hides the usage; a failure is said per contract; a cancelled contract has none", async () => {
    sandbox.setFault("/api/central/extratouso/", "html404");
    expect((await loadUsage(DEMO_CUSTOMERS.carlos.digits, NOW))![0]!.months).toBe(MISSING);
    sandbox.setFault("/api/central/extratouso/", "500");
    expect((await loadUsage(DEMO_CUSTOMERS.carlos.digits, NOW))![0]!.months).toBeNull();
    expect(await loadUsage(DEMO_CUSTOMERS.ana.digits, NOW)).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConnection } from "@/lib/connection/load";
import { MISSING } from "@/lib/shared/missing";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

let sandbox: SgpTestSandbox;
const brand = {};

beforeAll(async () => {
  sandbox = await startSgpForTests();
  Object.assign(process.env, sandbox.env);
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const load = async (who: keyof typeof DEMO_CUSTOMERS) => (await loadConnection(DEMO_CUSTOMERS[who].digits, brand))!;

describe("the personas' connections, as the SGP sandbox tells them", () => {
  it("Maria: online since a moment, with a good signal and no outage", async () => {
    const { services, outagesRead } = await load("maria");
    expect(outagesRead).toBe("ok");
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({ contractId: DEMO_CONTRACTS.maria, ticketService: `${DEMO_CONTRACTS.maria}-30101`, outages: [] });
    expect(services[0]!.state).toMatchObject({ kind: "online", since: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) });
    expect(services[0]!.signal).toMatchObject({ rxDbm: -18.42, txDbm: 2.31, grade: "good", stale: false });
  });

  it("João: blocked by his suspended contract, never online", async () => {
    const [joao] = (await load("joao")).services;
    expect(joao!.state).toEqual({ kind: "blocked", reason: "Financeiro" });
  });

  it("Carlos: offline since 40 minutes ago, no outage, no signal reading", async () => {
    const [carlos] = (await load("carlos")).services;
    expect(carlos!.state.kind).toBe("offline");
    expect(carlos!.outages).toEqual([]);
    expect(carlos!.signal).toBeNull();
  });

  it("Paula: online in a POP under an ongoing maintenance, with its message and expected end", async () => {
    const [paula] = (await load("paula")).services;
    expect(paula!.state.kind).toBe("online");
    expect(paula!.outages.map((o) => o.id)).toEqual([301]);
    expect(paula!.outages[0]!.message).toMatch(/rompimento de fibra/);
    expect(paula!.outages[0]!.endsAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("Rafael: online with a weak signal; a brand's stricter thresholds call it critical", async () => {
    const [rafael] = (await load("rafael")).services;
    expect(rafael!.state.kind).toBe("online");
    expect(rafael!.signal).toMatchObject({ rxDbm: -26.31, grade: "weak" });
    const strict = (await loadConnection(DEMO_CUSTOMERS.rafael.digits, { signal: { criticalBelowDbm: -26 } }))!;
    expect(strict.services[0]!.signal).toMatchObject({ grade: "critical" });
  });

  it("the company: the active contract online without an ONU, the suspended one blocked", async () => {
    const { services } = await load("empresa");
    expect(services.map((s) => [s.contractId, s.state.kind, s.signal])).toEqual([
      [DEMO_CONTRACTS.empresaAtivo, "online", null],
      [DEMO_CONTRACTS.empresaSuspenso, "blocked", null],
    ]);
  });

  it("Ana's cancelled contract shows no connection", async () => {
    expect((await load("ana")).services).toEqual([]);
  });
});

describe("missing modules and faults leave only their part", () => {
  it("an SGP without FTTx or maintenance modules: signal and outages hidden, the state still shown", async () => {
    sandbox.setFault("/api/fttx/*", "html404");
    sandbox.setFault("/api/ura/manutencao/list/", "html404");
    const { services, outagesRead, signalFailed } = await load("paula");
    expect(outagesRead).toBe(MISSING);
    expect(signalFailed).toBe(false);
    expect(services[0]).toMatchObject({ signal: MISSING, outages: [], state: { kind: "online" } });
  });

  it("failing FTTx and maintenance reads are said, not hidden", async () => {
    sandbox.setFault("GET /api/fttx/onu/list/", "500");
    sandbox.setFault("GET /api/ura/manutencao/list/", "badjson");
    const { services, outagesRead, signalFailed } = await load("maria");
    expect(outagesRead).toBeNull();
    expect(signalFailed).toBe(true);
    expect(services[0]).toMatchObject({ signal: null, state: { kind: "online" } });
  });

  it("a failed customer read fails the whole section (null)", async () => {
    sandbox.setFault("POST /api/ura/clientes/", "500");
    expect(await loadConnection(DEMO_CUSTOMERS.maria.digits, brand)).toBeNull();
  });
});

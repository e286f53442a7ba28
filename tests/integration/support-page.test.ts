import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MISSING } from "@/lib/shared/missing";
import { loadSupportPage } from "@/lib/support/load";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

let sandbox: SgpTestSandbox;

beforeAll(async () => {
  sandbox = await startSgpForTests();
  Object.assign(process.env, sandbox.env);
});

afterAll(async () => {
  await sandbox.close();
});

describe("support screen data", () => {
  beforeEach(async () => {
    await sandbox.reset();
  });

  it("Carlos: his services as options, the active reasons and his three orders newest first", async () => {
    const data = await loadSupportPage(DEMO_CUSTOMERS.carlos.digits);
    expect(data.services).toEqual([
      { value: `${DEMO_CONTRACTS.carlos}-30501`, label: `Contrato ${DEMO_CONTRACTS.carlos} - Fibra 200 Mega (Internet)` },
    ]);
    // The sandbox's catalogue shows ids only, so the code `motivoos` takes by default falls back to the id.
    expect(data.motives !== MISSING && data.motives?.map((motive) => motive.value)).toEqual(["6", "7", "8", "9", "10"]);
    expect(data.orders !== MISSING && data.orders?.map((o) => [o.id, o.status.label, o.status.tone])).toEqual([
      [5701, "Aberta", "warning"],
      [5640, "Em andamento", "info"],
      [5512, "Finalizada", "success"],
    ]);
  });

  it("the company's orders come from both contracts, merged newest first", async () => {
    const { orders } = await loadSupportPage(DEMO_CUSTOMERS.empresa.digits);
    expect(orders).toEqual([]);
    const data = sandbox.data();
    const base = data.orders[0]!;
    data.orders.push(
      { ...base, id: 9001, contrato: DEMO_CONTRACTS.empresaAtivo, data_cadastro: "2026-01-10", status: "Pendente" },
      { ...base, id: 9002, contrato: DEMO_CONTRACTS.empresaSuspenso, data_cadastro: "2026-02-01", status: "Cancelada" },
      { ...base, id: 9003, contrato: DEMO_CONTRACTS.empresaAtivo, data_cadastro: "2026-01-10", status: "Resolvida" },
    );
    const again = await loadSupportPage(DEMO_CUSTOMERS.empresa.digits);
    // Newest first by day (the SGP shows no opening time), then the higher id.
    expect(again.orders !== MISSING && again.orders?.map((o) => [o.id, o.status.tone])).toEqual([
      [9002, "danger"],
      [9003, "success"],
      [9001, "severe"],
    ]);
  });

  it("each part fails on its own", async () => {
    sandbox.setFault("POST /api/ura/ordemservico/list/", "500");
    const noOrders = await loadSupportPage(DEMO_CUSTOMERS.carlos.digits);
    expect(noOrders.orders).toBeNull();
    expect(noOrders.motives).toHaveLength(5);
    expect(noOrders.services).toHaveLength(1);

    await sandbox.reset();
    sandbox.setFault("GET /api/os/ocorrencia/motivo/list/", "badjson");
    const noMotives = await loadSupportPage(DEMO_CUSTOMERS.carlos.digits);
    expect(noMotives.motives).toBeNull();
    expect(noMotives.orders).toHaveLength(3);
  });

  it("a module the provider's SGP lacks (HTML 404) is MISSING, so the screen hides that part instead of failing", async () => {
    sandbox.setFault("/api/ura/ordemservico/list/", "html404");
    sandbox.setFault("/api/os/*", "html404");
    const data = await loadSupportPage(DEMO_CUSTOMERS.carlos.digits);
    expect(data).toMatchObject({ orders: MISSING, motives: MISSING });
    expect(data.services).toHaveLength(1);
  });

  it("the reasons' values follow SGP_TICKET_REASON_VALUE: the code where the catalogue shows codes", async () => {
    const coded = await startSgpForTests({ reasonShape: "codigo" });
    const saved = { ...process.env };
    try {
      Object.assign(process.env, coded.env);
      await coded.reset();
      const { motives } = await loadSupportPage(DEMO_CUSTOMERS.carlos.digits);
      expect(motives !== MISSING && motives?.map((m) => m.value)).toEqual(["106", "107", "108", "109", "110"]);
      process.env.SGP_TICKET_REASON_VALUE = "id";
      await coded.reset();
      // No ids in this catalogue: the codes still go.
      const again = await loadSupportPage(DEMO_CUSTOMERS.carlos.digits);
      expect(again.motives !== MISSING && again.motives?.map((m) => m.value)).toEqual(["106", "107", "108", "109", "110"]);
    } finally {
      process.env = saved;
      await coded.close();
      await sandbox.reset();
    }
  });

  it("the orders follow the customer lookup without waiting for the reasons", async () => {
    process.env.SGP_TIMEOUT_MS = "1000";
    try {
      sandbox.setFault("GET /api/os/ocorrencia/motivo/list/", "hang");
      const pending = loadSupportPage(DEMO_CUSTOMERS.carlos.digits);
      // Answered while the reasons still hang: had the orders waited, they would go out after the 1 s timeout.
      await vi.waitFor(() => expect(sandbox.calls.some((c) => c.path === "/api/ura/ordemservico/list/" && c.status === 200)).toBe(true), {
        timeout: 700,
        interval: 10,
      });
      const data = await pending;
      expect(data.orders).toHaveLength(3);
      expect(data.motives).toBeNull();
    } finally {
      delete process.env.SGP_TIMEOUT_MS;
    }
  });
});

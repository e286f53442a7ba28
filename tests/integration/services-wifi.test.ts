import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_AUTHENTICATED } from "@/lib/auth/action";
import { servicesMessages as m } from "@/lib/services/messages";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

type SessionCustomer = { id: string; document: string; name: string; email: string; phone: string };
const session = vi.hoisted(() => ({ customer: null as SessionCustomer | null }));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer }));

const { revealWifiPassword } = await import("@/app/(per-request)/(portal)/services/actions");

const sessionOf = (demo: (typeof DEMO_CUSTOMERS)[keyof typeof DEMO_CUSTOMERS]): SessionCustomer => ({
  id: "1",
  document: demo.digits,
  name: demo.name,
  email: "",
  phone: "",
});

let sandbox: SgpTestSandbox;

beforeAll(async () => {
  sandbox = await startSgpForTests();
  Object.assign(process.env, sandbox.env);
});

afterAll(async () => {
  await sandbox.close();
});

describe("Wi-Fi password reveal", () => {
  beforeEach(async () => {
    await sandbox.reset();
    session.customer = sessionOf(DEMO_CUSTOMERS.maria);
  });

  it("gives both bands' passwords of the customer's own service, looked up in the subscriber system", async () => {
    const result = await revealWifiPassword({ contrato: DEMO_CONTRACTS.maria, servico: 30101 });
    expect(result).toEqual({ ok: true, data: { senha24: "palmeiras@2024", senha5: "palmeiras@5g2024" } });
    expect(sandbox.calls.filter((c) => c.path === "/api/ura/clientes/")).toHaveLength(1);
  });

  it("refuses a service the customer does not own and reveals nothing", async () => {
    const foreign = await revealWifiPassword({ contrato: DEMO_CONTRACTS.joao, servico: 30201 });
    const mixed = await revealWifiPassword({ contrato: DEMO_CONTRACTS.maria, servico: 30201 });
    for (const result of [foreign, mixed]) {
      expect(result).toEqual({ ok: false, error: m.service.serviceNotFound });
      expect(JSON.stringify(result)).not.toContain("lima1979");
    }
  });

  it("the company reveals each of its contracts' services, not one across contracts", async () => {
    session.customer = sessionOf(DEMO_CUSTOMERS.empresa);
    expect(await revealWifiPassword({ contrato: DEMO_CONTRACTS.empresaSuspenso, servico: 30303 })).toEqual({
      ok: true,
      data: { senha24: "loja3filial", senha5: "" },
    });
    expect((await revealWifiPassword({ contrato: DEMO_CONTRACTS.empresaAtivo, servico: 30303 })).ok).toBe(false);
  });

  it("needs a session and well-formed ids", async () => {
    expect((await revealWifiPassword({ contrato: "20101", servico: 30101 })).ok).toBe(false);
    expect((await revealWifiPassword({ contrato: DEMO_CONTRACTS.maria, servico: 30101, cpf: "x" })).ok).toBe(false);
    session.customer = null;
    expect(await revealWifiPassword({ contrato: DEMO_CONTRACTS.maria, servico: 30101 })).toEqual({
      ok: false,
      error: NOT_AUTHENTICATED,
    });
    expect(sandbox.calls).toEqual([]);
  });

  it("an unavailable subscriber system gives the reveal's failure message", async () => {
    sandbox.setFault("POST /api/ura/clientes/", "503");
    expect(await revealWifiPassword({ contrato: DEMO_CONTRACTS.maria, servico: 30101 })).toEqual({
      ok: false,
      error: m.service.passwordFailed,
    });
  });
});

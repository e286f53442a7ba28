import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { cpeChanges, notificacaoCentral } from "@/lib/vendors/db/schema";
import { changeWifi, loadEquipment, restartRouter, revealWifi, switchBand } from "@/lib/equipment/service";
import { MISSING } from "@/lib/shared/missing";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

/* /equipment's reads and changes against the SGP sandbox's cpemanage and FTTx ONU, with a real database. */

const { maria, empresa, joao } = DEMO_CUSTOMERS;
let sgp: SgpTestSandbox;
const savedEnv = { ...process.env };

beforeAll(async () => {
  sgp = await startSgpForTests();
  Object.assign(process.env, sgp.env);
});
afterAll(async () => {
  process.env = savedEnv;
  await sgp.close();
});

describeEachDatabase("router and Wi-Fi", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sgp.reset();
  });

  const requests = () => sgp.sentRequests();
  const cpeOf = (contract: number) =>
    sgp
      .data()
      .customers.flatMap((c) => c.contratos)
      .find((k) => k.id === contract)!.servicos[0]!.cpe!;

  it("Maria's router: names, on/off and devices, never a password until revealed", async () => {
    const [router] = (await loadEquipment(maria.digits))!;
    expect(router).toEqual({
      contractId: DEMO_CONTRACTS.maria,
      canRestart: true,
      outage: null,
      cpe: {
        kind: "managed",
        ssid24: "MARIA_2G",
        enabled24: true,
        ssid5: "MARIA_5G",
        enabled5: true,
        model: "TP-Link EX220",
        manufacturer: "TP-Link",
        connectedDevices: 7,
      },
    });
    expect(JSON.stringify(router)).not.toContain("palmeiras");
    expect(await revealWifi(maria.digits, DEMO_CONTRACTS.maria)).toEqual({
      ok: true,
      data: { password24: "palmeiras@2024", password5: "palmeiras@5g2024" },
    });
    expect(await revealWifi(maria.digits, DEMO_CONTRACTS.joao)).toMatchObject({ ok: false });
  });

  it("Paula's area is under maintenance: no restart offered, the SGP's message instead", async () => {
    const [router] = (await loadEquipment(DEMO_CUSTOMERS.paula.digits))!;
    expect(router).toMatchObject({ canRestart: false, outage: expect.stringMatching(/rompimento de fibra/) });
  });

  it("a restart during Paula's outage is refused by the server too, never sent to the SGP", async () => {
    const refused = await restartRouter(DEMO_CUSTOMERS.paula.digits, DEMO_CONTRACTS.paula);
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/manutenção na sua região: .*rompimento de fibra/) });
    expect((await requests()).some((r) => r.path.includes("/reset/"))).toBe(false);
    expect(await getDb().select().from(cpeChanges)).toEqual([]);
  });

  it("the company has no CPE manager: said plainly; an SGP without cpemanage hides it the same way", async () => {
    const routers = (await loadEquipment(empresa.digits))!;
    expect(routers.map((r) => [r.contractId, r.cpe])).toEqual([
      [DEMO_CONTRACTS.empresaAtivo, { kind: "unmanaged" }],
      [DEMO_CONTRACTS.empresaSuspenso, { kind: "unmanaged" }],
    ]);
    sgp.setFault("/api/ura/cpemanage/", "html404");
    expect((await loadEquipment(maria.digits))![0]!.cpe).toBe(MISSING);
    sgp.setFault("/api/ura/cpemanage/", "500");
    expect((await loadEquipment(maria.digits))![0]!.cpe).toBeNull();
  });

  it("changing the name sends only the name; the next read shows it; recorded without the password and notified", async () => {
    const changed = await changeWifi(maria.digits, { contrato: DEMO_CONTRACTS.maria, band: "24", ssid: "Casa da Maria" });
    expect(changed).toMatchObject({ ok: true });
    const sent = (await requests()).filter((r) => r.method === "POST" && r.path === "/api/ura/cpemanage/");
    expect(Object.keys(sent[0]!.body as object).sort()).toEqual(["app", "contrato", "novo_ssid", "token"]);
    expect((await loadEquipment(maria.digits))![0]!.cpe).toMatchObject({ ssid24: "Casa da Maria" });

    expect(await changeWifi(maria.digits, { contrato: DEMO_CONTRACTS.maria, band: "5", password: "outra-senha-boa" })).toMatchObject({
      ok: true,
    });
    expect(cpeOf(DEMO_CONTRACTS.maria).wifi_password_5ghz).toBe("outra-senha-boa");
    const records = await getDb().select().from(cpeChanges).orderBy(asc(cpeChanges.id));
    expect(records.map((r) => [r.clienteDocumento, r.contrato, r.acao, r.campos, r.sucesso])).toEqual([
      [maria.digits, DEMO_CONTRACTS.maria, "wifi", "ssid24", true],
      [maria.digits, DEMO_CONTRACTS.maria, "wifi", "password5", true],
    ]);
    expect(JSON.stringify(records)).not.toContain("outra-senha-boa");
    const notes = await getDb().select().from(notificacaoCentral).where(eq(notificacaoCentral.categoria, "equipamento"));
    expect(notes).toHaveLength(2);
    expect(JSON.stringify(notes)).not.toContain("outra-senha-boa");
  });

  it("nothing changed sends nothing; a band turns off; the ONU restarts", async () => {
    expect(await changeWifi(maria.digits, { contrato: DEMO_CONTRACTS.maria, band: "24", ssid: "MARIA_2G" })).toMatchObject({ ok: false });
    expect((await requests()).some((r) => r.method === "POST")).toBe(false);
    expect(await switchBand(maria.digits, { contrato: DEMO_CONTRACTS.maria, band: "5", enabled: false })).toMatchObject({ ok: true });
    expect(cpeOf(DEMO_CONTRACTS.maria).wifi_enabled_5ghz).toBe(false);
    expect(await restartRouter(maria.digits, DEMO_CONTRACTS.maria)).toMatchObject({ ok: true });
    expect(sgp.data().customers[0]!.contratos[0]!.servicos[0]!.onu!.resets).toBe(1);
  });

  it("5 changes an hour per contract; another's contract is refused", async () => {
    for (let i = 1; i <= 5; i++) {
      expect(await changeWifi(maria.digits, { contrato: DEMO_CONTRACTS.maria, band: "24", ssid: `Rede ${i}` })).toMatchObject({ ok: true });
    }
    const sixth = await changeWifi(maria.digits, { contrato: DEMO_CONTRACTS.maria, band: "24", ssid: "Rede 6" });
    expect(sixth).toMatchObject({ ok: false, error: expect.stringMatching(/Muitas solicitações/) });
    expect(await restartRouter(joao.digits, DEMO_CONTRACTS.maria)).toMatchObject({ ok: false, error: "Este contrato não é seu." });
  });

  it("the SGP's refusal for a contract without a manager is said and recorded", async () => {
    const refused = await changeWifi(empresa.digits, { contrato: DEMO_CONTRACTS.empresaAtivo, band: "24", ssid: "Loja" });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/Gerenciador de CPE/) });
    const [record] = await getDb().select().from(cpeChanges);
    expect(record).toMatchObject({ sucesso: false, respostaSgp: expect.stringMatching(/Gerenciador de CPE/) });
  });
});

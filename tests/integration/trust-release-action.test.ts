import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { NOT_AUTHENTICATED } from "@/lib/auth/action";
import { liberacaoConfiancaCentral, notificacaoCentral } from "@/lib/vendors/db/schema";
import { log } from "@/lib/platform/log";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";
import { listReleaseHistory } from "@/lib/trust-release/store";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

type Customer = { id: string; document: string; name: string; email: string; phone: string };
const request = vi.hoisted(() => ({
  customer: null as Customer | null,
  headers: new Headers(),
  afterResponse: [] as Promise<unknown>[],
  revalidated: [] as string[],
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => request.customer }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => request.revalidated.push(path) }));
vi.mock("next/server", () => ({
  after: (task: () => Promise<unknown>) => request.afterResponse.push(task()),
}));

const { requestTrustRelease } = await import("@/app/(per-request)/(portal)/trust-release/actions");

const { joao, maria } = DEMO_CUSTOMERS;
const session = (who: typeof joao): Customer => ({ id: "1", document: who.digits, name: who.name, email: "", phone: "" });
let sandbox: SgpTestSandbox;

beforeAll(async () => {
  sandbox = await startSgpForTests();
  // The headers below come through one reverse proxy (10.0.0.1).
  Object.assign(process.env, sandbox.env, { TRUSTED_PROXY_HOPS: "1" });
});
afterAll(async () => {
  delete process.env.TRUSTED_PROXY_HOPS;
  await sandbox.close();
});

describeEachDatabase("trust release action and history", (getDb) => {
  const releases = () => getDb().select().from(liberacaoConfiancaCentral);

  beforeEach(async () => {
    await truncateAll(getDb());
    await sandbox.reset();
    request.customer = session(joao);
    request.headers = new Headers({ "x-forwarded-for": "198.51.100.4, 10.0.0.1", "user-agent": "Firefox/140" });
    request.afterResponse = [];
    request.revalidated = [];
  });

  it("releases for the session's customer, whatever the input says, and notifies after answering", async () => {
    const result = await requestTrustRelease({ motivo: "  Emergência médica \n", cpf: maria.digits });
    expect(result).toEqual({ ok: true, data: undefined, message: m.released(1) });
    const [row] = await releases();
    expect(row).toMatchObject({
      cpfCnpj: joao.digits,
      motivo: "Emergência médica",
      status: "liberado",
      ipSolicitacao: "198.51.100.4",
      userAgent: "Firefox/140",
    });
    expect(request.revalidated).toEqual(["/trust-release"]);

    await Promise.all(request.afterResponse);
    const notes = await getDb().select().from(notificacaoCentral);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      clienteDocumento: joao.digits,
      titulo: m.notificationTitle,
      tipo: "success",
      linkAcao: "/trust-release",
    });
    expect(notes[0]!.mensagem).toContain(m.released(1));

    expect(await requestTrustRelease({ motivo: "De novo" })).toEqual({ ok: false, error: m.alreadyThisMonth });
  });

  it("validates the reason on the server and needs a session", async () => {
    const blank = await requestTrustRelease({ motivo: " \n " });
    expect(blank).toMatchObject({ ok: false, error: m.reasonRequired });
    expect((await requestTrustRelease({ motivo: "a".repeat(501) })).ok).toBe(false);
    expect((await requestTrustRelease({})).ok).toBe(false);
    request.customer = null;
    expect(await requestTrustRelease({ motivo: "Emergência" })).toEqual({ ok: false, error: NOT_AUTHENTICATED });
    expect(await releases()).toEqual([]);
    expect(sandbox.calls).toEqual([]);
  });

  it("a refusal changes nothing: no record, no reload, no notification", async () => {
    request.customer = session(maria);
    expect(await requestTrustRelease({ motivo: "Emergência" })).toEqual({ ok: false, error: m.allActive });
    expect(request.revalidated).toEqual([]);
    expect(request.afterResponse).toEqual([]);
    expect(await getDb().select().from(notificacaoCentral)).toEqual([]);
  });

  it("the history lists only the customer's records, newest first, and is empty when the read fails", async () => {
    const t = liberacaoConfiancaCentral;
    await getDb()
      .insert(t)
      .values([
        {
          cpfCnpj: joao.digits,
          motivo: "Primeira",
          status: "liberado",
          dataSolicitacao: new Date("2026-01-10T12:00:00Z"),
          dataLiberacao: new Date("2026-01-10T12:00:05Z"),
        },
        { cpfCnpj: joao.digits, motivo: null, status: "processando", dataSolicitacao: new Date("2026-02-10T12:00:00Z") },
        { cpfCnpj: maria.digits, motivo: "Dela", status: "liberado", dataSolicitacao: new Date("2026-02-11T12:00:00Z") },
      ]);
    const history = await listReleaseHistory(joao.digits);
    expect(history).toEqual([
      { id: 2, status: "processando", dataSolicitacao: "2026-02-10T12:00:00.000Z", dataLiberacao: null, motivo: null },
      {
        id: 1,
        status: "liberado",
        dataSolicitacao: "2026-01-10T12:00:00.000Z",
        dataLiberacao: "2026-01-10T12:00:05.000Z",
        motivo: "Primeira",
      },
    ]);

    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    await getDb().execute(sql`alter table liberacao_confianca_central rename to liberacao_fora`);
    try {
      expect(await listReleaseHistory(joao.digits)).toEqual([]);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), "Erro ao buscar histórico:");
    } finally {
      logged.mockRestore();
      await getDb().execute(sql`alter table liberacao_fora rename to liberacao_confianca_central`);
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { NOT_AUTHENTICATED } from "@/lib/auth/action";
import { idempotencyKeys, notificacaoCentral } from "@/lib/vendors/db/schema";
import { sgp as sgpClient } from "@/lib/vendors/sgp";
import { brazilDateTime } from "@/lib/vendors/sgp/dates";
import { supportMessages as m } from "@/lib/support/messages";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import type { RequestRecord } from "@/sandbox/sgp/routes";
import { reloadAppConfig } from "@/tests/support/app-config";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

type SessionCustomer = { id: string; document: string; name: string; email: string; phone: string };
const session = vi.hoisted(() => ({ customer: null as SessionCustomer | null }));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer }));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const { createTicket } = await import("@/app/(per-request)/(portal)/support/actions");

const { maria } = DEMO_CUSTOMERS;
const MARIA_SESSION: SessionCustomer = {
  id: "1",
  document: maria.digits,
  name: maria.name,
  email: "maria.santos@example.com",
  phone: "(19) 99812-3344",
};
const MARIA_SERVICE = `${DEMO_CONTRACTS.maria}-30101`;
const JOAO_SERVICE = `${DEMO_CONTRACTS.joao}-30201`;
const CHAMADO = "/api/ura/chamado/";

let sandbox: SgpTestSandbox;

beforeAll(async () => {
  sandbox = await startSgpForTests();
  Object.assign(process.env, sandbox.env);
});

afterAll(async () => {
  await sandbox.close();
});

async function requests(path?: string): Promise<RequestRecord[]> {
  const all = (await (await fetch(`${sandbox.url}/__sandbox/sgp/requests`)).json()) as RequestRecord[];
  return path ? all.filter((r) => r.path === path) : all;
}

const ticket = (over: Record<string, unknown> = {}) => ({
  servico: MARIA_SERVICE,
  motivo: "7",
  descricao: `Internet lenta à noite ${Math.random()}`,
  ...over,
});

describeEachDatabase("support tickets", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sandbox.reset();
    session.customer = MARIA_SESSION;
  });

  it("opens the ticket with the spec's fixed fields, the session's contact, notifies and lists it", async () => {
    const before = new Date();
    const result = await createTicket(ticket({ descricao: "Sem sinal no quarto" }));
    expect(result).toMatchObject({ ok: true, message: m.created });
    const protocolo = result.ok ? result.data.protocolo : "";
    expect(protocolo).toMatch(/^\d{10}$/);

    const [sent] = await requests(CHAMADO);
    expect(sent?.contentType).toContain("application/json");
    expect(sent?.body).toMatchObject({
      contrato: DEMO_CONTRACTS.maria,
      servico_id: 30101,
      ocorrenciatipo: 33,
      setor: 2,
      notificar_cliente: 1,
      motivoos: 7,
      conteudo: "Sem sinal no quarto",
      contato_nome: maria.name,
      contato_telefone: MARIA_SESSION.phone,
    });
    const scheduled = (sent?.body as { data_hora_agendamento: string }).data_hora_agendamento;
    expect([brazilDateTime(before), brazilDateTime(new Date())]).toContain(scheduled);

    const orders = await sgpClient().listServiceOrders(DEMO_CONTRACTS.maria);
    expect(orders[0]).toMatchObject({ number: protocolo, status: "aberta", reason: "Lentidão na conexão" });

    const notes = await getDb().select().from(notificacaoCentral).where(eq(notificacaoCentral.clienteDocumento, maria.digits));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ titulo: m.notification.title, tipo: "success", linkAcao: "/support" });
    expect(notes[0]!.mensagem).toContain(protocolo);
  });

  it("a ticket naming another customer's contract is refused and nothing reaches the subscriber system", async () => {
    const foreign = await createTicket(ticket({ servico: JOAO_SERVICE }));
    expect(foreign).toMatchObject({ ok: false, error: m.invalidService });
    // Own contract with a service of someone else's contract, and a forged identity field.
    const mixed = await createTicket(ticket({ servico: `${DEMO_CONTRACTS.maria}-30201`, cpf: DEMO_CUSTOMERS.joao.digits }));
    expect(mixed).toMatchObject({ ok: false, error: m.invalidService });
    expect(await requests(CHAMADO)).toEqual([]);
    expect(await getDb().select().from(idempotencyKeys)).toEqual([]);
  });

  it("only active reasons are accepted", async () => {
    for (const motivo of ["11", "999"]) {
      expect(await createTicket(ticket({ motivo }))).toMatchObject({ ok: false, error: m.invalidReason });
    }
    expect(await requests(CHAMADO)).toEqual([]);
  });

  it("validates on the server before any upstream call, and needs a session", async () => {
    expect(await createTicket({ servico: "", motivo: "", descricao: "" })).toMatchObject({ ok: false, error: m.required });
    expect(await createTicket(null)).toMatchObject({ ok: false });
    session.customer = null;
    expect(await createTicket(ticket())).toEqual({ ok: false, error: NOT_AUTHENTICATED });
    expect(await requests()).toEqual([]);
  });

  it("a double submit opens one ticket; the same text later in the window gets the same protocol", async () => {
    const input = ticket({ descricao: "Roteador reiniciando sozinho" });
    const [first, second] = await Promise.all([createTicket(input), createTicket(input)]);
    expect(first.ok && second.ok).toBe(true);
    const protocolo = first.ok ? first.data.protocolo : "";
    expect(second.ok && second.data.protocolo).toBe(protocolo);
    const again = await createTicket({ ...input, descricao: "  roteador   REINICIANDO sozinho " });
    expect(again.ok && again.data.protocolo).toBe(protocolo);
    expect(await requests(CHAMADO)).toHaveLength(1);
    expect(await getDb().select().from(notificacaoCentral)).toHaveLength(1);

    // Another text, or another customer, is another ticket.
    const other = await createTicket({ ...input, descricao: "Roteador com luz vermelha" });
    expect(other.ok && other.data.protocolo).not.toBe(protocolo);
    expect(await requests(CHAMADO)).toHaveLength(2);

    // Once the window is over the same text opens a new ticket.
    await getDb()
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const later = await createTicket(input);
    expect(later.ok && later.data.protocolo).not.toBe(protocolo);
    expect(await requests(CHAMADO)).toHaveLength(3);
  });

  it("the window is shared through the database, whichever instance answers", async () => {
    const input = ticket({ descricao: "Queda a cada hora" });
    const first = await createTicket(input);
    // A fresh client (another instance) with nothing in memory still finds the first ticket.
    reloadAppConfig();
    const second = await createTicket(input);
    expect(second.ok && first.ok && second.data.protocolo === first.data.protocolo).toBe(true);
    const [row] = await getDb().select().from(idempotencyKeys);
    expect(row).toMatchObject({ scope: "ticket", result: { protocolo: first.ok ? first.data.protocolo : "" } });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60_000);
  });

  it("the subscriber system's refusal is shown as its message and a retry is possible", async () => {
    await sgpClient().findCustomer(maria.digits); // the portal still sees the contract…
    sandbox.data().customers.find((c) => c.cpfcnpj === maria.document)!.contratos = []; // …the SGP no longer does
    const input = ticket();
    expect(await createTicket(input)).toEqual({ ok: false, error: "Contrato não encontrado" });
    expect(await getDb().select().from(idempotencyKeys)).toEqual([]);
    expect(await getDb().select().from(notificacaoCentral)).toEqual([]);

    await sandbox.reset();
    expect((await createTicket(input)).ok).toBe(true);
  });

  it("an upstream failure without a message is 'Erro desconhecido', and a write is never retried", async () => {
    sandbox.setFault(`POST ${CHAMADO}`, "500");
    expect(await createTicket(ticket())).toEqual({ ok: false, error: m.unknownError });
    expect(sandbox.calls.filter((c) => c.path === CHAMADO)).toHaveLength(1);
  });

  it("a reason is required where the SGP has the catalogue", async () => {
    expect(await createTicket(ticket({ motivo: "" }))).toMatchObject({ ok: false, error: m.required, fieldErrors: { motivo: m.required } });
    expect(await requests(CHAMADO)).toEqual([]);
  });

  it("an SGP without the reasons' catalogue (HTML 404) takes the ticket without motivoos; a reason sent anyway is refused", async () => {
    sandbox.setFault("/api/os/*", "html404");
    expect(await createTicket(ticket())).toMatchObject({ ok: false, error: m.invalidReason });
    const result = await createTicket(ticket({ motivo: "" }));
    expect(result).toMatchObject({ ok: true });
    const [sent] = await requests(CHAMADO);
    expect(sent!.body).not.toHaveProperty("motivoos");
  });

  it("an SGP without ticket creation (HTML 404) says the feature is not offered", async () => {
    sandbox.setFault(CHAMADO, "html404");
    expect(await createTicket(ticket())).toEqual({ ok: false, error: m.ticketsNotOffered });
  });

  it("with a {codigo, descricao} catalogue the reason's code goes as motivoos (SGP_TICKET_REASON_VALUE=code, the default)", async () => {
    const coded = await startSgpForTests({ reasonShape: "codigo" });
    const saved = { ...process.env };
    try {
      Object.assign(process.env, coded.env);
      await coded.reset();
      expect(await createTicket(ticket({ motivo: "7" }))).toMatchObject({ ok: false, error: m.invalidReason });
      expect(await createTicket(ticket({ motivo: "107" }))).toMatchObject({ ok: true });
      const sent = ((await (await fetch(`${coded.url}/__sandbox/sgp/requests`)).json()) as RequestRecord[]).filter(
        (r) => r.path === CHAMADO,
      );
      expect(sent.map((r) => (r.body as { motivoos: unknown }).motivoos)).toEqual([107]);
      expect((await sgpClient().listServiceOrders(DEMO_CONTRACTS.maria))[0]).toMatchObject({ reason: "Lentidão na conexão" });
    } finally {
      process.env = saved;
      await coded.close();
      reloadAppConfig();
    }
  });

  it("reasons that cannot be loaded refuse the ticket with the reasons message", async () => {
    sandbox.setFault("GET /api/os/ocorrencia/motivo/list/", "503");
    expect(await createTicket(ticket())).toEqual({ ok: false, error: m.motivesFailed });
    expect(await requests(CHAMADO)).toEqual([]);
  });
});

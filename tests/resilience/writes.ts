import type postgres from "postgres";
import { LIMITS } from "../../lib/platform/rate-limit/policies";
import type { SgpDataset } from "../../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";
import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import { callAction, type Instance } from "./stack";

export type WriteCheck = { name: string; attempts: number; expected: number; found: number; fiveXx: number };

type Context = {
  instances: Instance[];
  action: (name: string) => string;
  cookies: Record<"maria" | "joao" | "carlos", string>;
  sql: postgres.Sql;
  sgp: SgpTestSandbox;
  efi: EfiTestEnv;
};

/** `count` calls split between the instances, all in flight at once. */
async function burst(ctx: Context, count: number, call: (instance: Instance, i: number) => Promise<{ status: number }>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => call(ctx.instances[i % ctx.instances.length]!, i)));
  return answers.filter((a) => a.status >= 500).length;
}

/**
 * Writes made at once through both instances: none lost (every suggestion and ticket is in
 * the database or the sandbox afterwards), and the once-only rules hold across processes
 * (one trust release a month, one PIX charge per invoice, the per-customer limits of
 * suggestions and tickets: exactly the limit is written, the rest refused).
 */
export async function concurrentWrites(ctx: Context): Promise<WriteCheck[]> {
  const checks: WriteCheck[] = [];
  const run = Date.now();

  const suggestions = 100;
  let fiveXx = await burst(ctx, suggestions, (instance, i) =>
    callAction({
      url: instance.url,
      route: "/suggestions",
      actionId: ctx.action("createSuggestion"),
      cookie: ctx.cookies.maria,
      args: [{ titulo: `Resiliência ${run} #${i}`, descricao: "escrita concorrente", categoria: "geral", prioridade: 2 }],
    }),
  );
  const [stored] = await ctx.sql<
    { n: number }[]
  >`select count(*)::int as n from sugestaocentral where titulo like ${`Resiliência ${run} #%`}`;
  checks.push({
    name: `sugestões criadas (Maria, duas instâncias; limite de ${LIMITS.suggestion.limit} por hora)`,
    attempts: suggestions,
    expected: LIMITS.suggestion.limit,
    found: stored!.n,
    fiveXx,
  });

  const state = (await (await fetch(`${ctx.sgp.url}/__sandbox/sgp/state`)).json()) as SgpDataset;
  const carlos = state.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.carlos.document)!;
  const service = `${carlos.contratos[0]!.id}-${carlos.contratos[0]!.servicos[0]!.id}`;
  const tickets = 20;
  fiveXx = await burst(ctx, tickets, (instance, i) =>
    callAction({
      url: instance.url,
      route: "/support",
      actionId: ctx.action("createTicket"),
      cookie: ctx.cookies.carlos,
      args: [{ servico: service, motivo: "6", descricao: `Resiliência ${run} chamado ${i}` }],
    }),
  );
  const sent = ctx.sgp.calls.filter((c) => c.method === "POST" && c.path === "/api/ura/chamado/" && c.status === 200).length;
  const requests = (await (await fetch(`${ctx.sgp.url}/__sandbox/sgp/requests`)).json()) as { path: string; body: { conteudo?: string } }[];
  const received = requests.filter(
    (r) => r.path === "/api/ura/chamado/" && r.body.conteudo?.startsWith(`Resiliência ${run} chamado`),
  ).length;
  checks.push({
    name: `chamados abertos (Carlos; ${sent} respondidos pelo SGP; limite de ${LIMITS.ticket.limit} por hora)`,
    attempts: tickets,
    expected: LIMITS.ticket.limit,
    found: received,
    fiveXx,
  });

  const releases = 20;
  fiveXx = await burst(ctx, releases, (instance) =>
    callAction({
      url: instance.url,
      route: "/trust-release",
      actionId: ctx.action("requestTrustRelease"),
      cookie: ctx.cookies.joao,
      args: [{ motivo: "Preciso trabalhar hoje" }],
    }),
  );
  const [released] = await ctx.sql<
    { n: number }[]
  >`select count(*)::int as n from liberacao_confianca_central where cpf_cnpj = ${DEMO_CUSTOMERS.joao.digits}`;
  const promises = ctx.sgp.calls.filter((c) => c.path === "/api/ura/liberacaopromessa/").length;
  checks.push({
    name: "liberação de confiança (João, limite mensal): registros",
    attempts: releases,
    expected: 1,
    found: released!.n,
    fiveXx,
  });
  checks.push({ name: "liberação de confiança: chamadas ao SGP", attempts: releases, expected: 1, found: promises, fiveXx: 0 });

  const joao = state.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.joao.document)!;
  const invoice = state.titulos.find((t) => t.clienteId === joao.id && t.status === "aberto")!;
  const pixes = 20;
  const chargesBefore = ctx.efi.calls().filter((c) => c.path.startsWith("/v2/cob") && c.method !== "GET").length;
  fiveXx = await burst(ctx, pixes, (instance) =>
    callAction({
      url: instance.url,
      route: "/invoices",
      actionId: ctx.action("generatePixForInvoice"),
      cookie: ctx.cookies.joao,
      args: [{ invoiceId: invoice.id }],
    }),
  );
  const charges = ctx.efi.calls().filter((c) => c.path.startsWith("/v2/cob") && c.method !== "GET").length - chargesBefore;
  checks.push({ name: "PIX da mesma fatura (João): cobranças criadas no gateway", attempts: pixes, expected: 1, found: charges, fiveXx });
  return checks;
}

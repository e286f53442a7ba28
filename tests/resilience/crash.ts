import type postgres from "postgres";
import { trustReleaseMessages as m } from "../../lib/trust-release/messages";
import type { SgpDataset } from "../../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";
import type { SgpTestSandbox } from "../support/sandboxes";
import { callAction, startInstance, type Instance } from "./stack";

export type CrashCheck = {
  /** The record the killed process left behind. */
  statusAfterCrash: string | null;
  /** The SGP received the promise release, and it never completed. */
  promiseInFlightWhenKilled: boolean;
  /** While the record is fresh, another request is told the month is used (not a second release). */
  refusedWhileFresh: boolean;
  /** Once stale, the customer's next request takes it over and releases. */
  retryMessage: string;
  finalStatus: string | null;
  records: number;
  /** Promise releases the SGP acted on (must be 1). */
  promisesDone: number;
  serviceReleased: boolean;
  restartedInstance: boolean;
};

const PROMISE_ROUTE = "POST /api/ura/liberacaopromessa/";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`esperando ${what}: não aconteceu em ${timeoutMs / 1000} s`);
    await sleep(50);
  }
}

/**
 * Kill -9 of the instance serving a trust release after it saved the record ('processando')
 * and while its promise release is at the SGP (which never answers): the month is held, not
 * lost; once the record is stale the customer's next request, on the other instance, takes it
 * over and releases exactly once. Uses the company (one suspended, one active contract).
 */
export async function crashDuringTrustRelease(ctx: {
  instances: Instance[];
  action: (name: string) => string;
  cookie: string;
  sql: postgres.Sql;
  sgp: SgpTestSandbox;
}): Promise<{ check: CrashCheck; restarted: Instance }> {
  const [a, b] = ctx.instances as [Instance, Instance];
  const digits = DEMO_CUSTOMERS.empresa.digits;
  const request = (instance: Instance) =>
    callAction({
      url: instance.url,
      route: "/trust-release",
      actionId: ctx.action("requestTrustRelease"),
      cookie: ctx.cookie,
      args: [{ motivo: "Queda de energia no escritório, preciso do serviço" }],
    });
  const record = async () =>
    (await ctx.sql<{ status: string }[]>`select status from liberacao_confianca_central where cpf_cnpj = ${digits}`)[0]?.status;
  // Only this stage's calls: the log also holds the concurrent writes' release.
  const since = ctx.sgp.calls.length;
  const promiseCalls = () => ctx.sgp.calls.slice(since).filter((c) => `${c.method} ${c.path}` === PROMISE_ROUTE);

  ctx.sgp.setFault(PROMISE_ROUTE, "hang");
  const inFlight = request(a).catch(() => undefined); // its connection dies with the process
  await until("o registro 'processando'", async () => ((await record()) === "processando" ? true : undefined));
  await until("a liberação chegar ao SGP", async () => (promiseCalls().length > 0 ? true : undefined));
  await a.crash();
  await inFlight;

  const statusAfterCrash = (await record()) ?? null;
  const promiseInFlightWhenKilled = promiseCalls().every((c) => c.status === 0);
  const refusedWhileFresh = (await request(b)).text.includes(m.alreadyThisMonth);

  ctx.sgp.setFault(PROMISE_ROUTE, null);
  // Time passing, without waiting for it: the record is as old as a stale one would be.
  await ctx.sql`update liberacao_confianca_central set data_solicitacao = data_solicitacao - interval '1 hour' where cpf_cnpj = ${digits}`;
  const retry = await request(b);
  const retryMessage = retry.text.includes(m.released(1)) ? m.released(1) : retry.text.slice(0, 200);

  const rows = await ctx.sql<{ status: string }[]>`select status from liberacao_confianca_central where cpf_cnpj = ${digits}`;
  const state = (await (await fetch(`${ctx.sgp.url}/__sandbox/sgp/state`)).json()) as SgpDataset;
  const empresa = state.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.empresa.document)!;
  const blocked = empresa.contratos.filter((c) => c.status === "suspenso");

  const restarted = await startInstance(a.options);
  return {
    check: {
      statusAfterCrash,
      promiseInFlightWhenKilled,
      refusedWhileFresh,
      retryMessage,
      finalStatus: rows[0]?.status ?? null,
      records: rows.length,
      promisesDone: promiseCalls().filter((c) => c.status === 200).length,
      serviceReleased: blocked.length === 0,
      restartedInstance: (await fetch(`${restarted.url}/api/health`)).ok,
    },
    restarted,
  };
}

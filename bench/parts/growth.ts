import path from "node:path";
import { DEMO_TXID_CONCLUIDA } from "../../sandbox/efi/state";
import { actionIds, actionInit } from "../lib/actions";
import { benchCustomer, GROWTH_TITLES, growthSequence } from "../lib/bench-customers";
import { connect, freshDatabase } from "../lib/database";
import { credentialsLogin } from "../lib/session";
import { summarize, type Summary } from "../lib/stats";
import { startSandboxes, startServer } from "../lib/stack";
import type { PartContext } from "./context";

const REQUESTS = Number(process.env.BENCH_GROWTH_REQUESTS ?? 20);
const NOTIFICATIONS = [100, 10_000];
const STORED = (process.env.BENCH_GROWTH_STORED ?? "0,100000,1000000").split(",").map(Number);

export type GrowthPoint = { size: number } & Summary;
export type GrowthCurve = { name: string; sizeLabel: string; points: GrowthPoint[] };

let address = 0;
const nextAddress = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;

/** `REQUESTS` requests one after another (after 3 unmeasured): the server's time per request at no load. */
async function timeRequests(run: () => Promise<Response>): Promise<Summary> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const start = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`HTTP ${res.status} em ${res.url}`);
    if (i >= 3) times.push(performance.now() - start);
  }
  return summarize(times);
}

/**
 * Part 3: how a request's cost grows with the subscriber's history and the provider's size, at
 * upstream latency 0 (the server's own work): invoices page, dashboard and paid history with 12,
 * 120 and 600 titles (the action called as the toggle's first opening calls it: since the lists are paged that
 * loads the first page of 12, no longer the whole history); notifications page and bell with 100 and 10 000 notifications; lookup, link
 * and PIX check with 0, 100 000 and 1 000 000 stored tokens and PIX charges.
 */
export async function growthPart(ctx: PartContext) {
  const sandboxes = await startSandboxes(path.join(ctx.out, "sandboxes.log"));
  const databaseUrl = await freshDatabase("bench_growth");
  const sql = connect(databaseUrl);
  const server = await startServer({
    appDir: ctx.appDir,
    dataDir: path.join(ctx.work, "data-growth"),
    databaseUrl,
    logFile: path.join(ctx.out, "server.log"),
  });
  const url = server.url;
  const actions = actionIds(ctx.appDir);
  const get = (p: string, cookie?: string) =>
    fetch(`${url}${p}`, { headers: { "x-forwarded-for": nextAddress(), ...(cookie ? { cookie } : {}) }, redirect: "manual" });
  try {
    await sandboxes.setLatency(0);
    const curves: GrowthCurve[] = [];
    const history: Record<string, GrowthPoint[]> = { "invoices page (/invoices)": [], "dashboard (/)": [], "paid history (action)": [] };
    for (const titles of GROWTH_TITLES) {
      ctx.step(`crescimento: ${titles} títulos`);
      const customer = benchCustomer(growthSequence(titles));
      const cookie = await credentialsLogin(url, customer, { "x-forwarded-for": nextAddress() });
      if (!cookie) throw new Error(`login do assinante com ${titles} títulos recusado`);
      history["invoices page (/invoices)"]!.push({ size: titles, ...(await timeRequests(() => get("/invoices", cookie))) });
      history["dashboard (/)"]!.push({ size: titles, ...(await timeRequests(() => get("/", cookie))) });
      history["paid history (action)"]!.push({
        size: titles,
        ...(await timeRequests(() =>
          fetch(`${url}/invoices`, actionInit(actions.loadPaidInvoices!, [], url, { cookie, "x-forwarded-for": nextAddress() })),
        )),
      });
    }
    for (const [name, points] of Object.entries(history)) curves.push({ name, sizeLabel: "titles", points });

    const notifications: Record<string, GrowthPoint[]> = { "notifications page": [], "bell (unread, 5 newest)": [] };
    for (const [index, count] of NOTIFICATIONS.entries()) {
      ctx.step(`crescimento: ${count} notificações`);
      const customer = benchCustomer(growthSequence(GROWTH_TITLES[index]!));
      // Half unread, one in ten of high priority, one a minute back in time.
      await sql`
        insert into notificacaocentral (cliente_documento, titulo, mensagem, tipo, prioridade, visualizada, ativa, data_criacao)
        select ${customer.digits}, 'Aviso ' || i, 'Mensagem de teste ' || i, 'info', case when i % 10 = 0 then 3 else 1 end, i % 2 = 0, true, now() - (i || ' minutes')::interval
        from generate_series(1, ${count}::int) as i`;
      await sql`analyze notificacaocentral`;
      const cookie = await credentialsLogin(url, customer, { "x-forwarded-for": nextAddress() });
      if (!cookie) throw new Error("login recusado");
      notifications["notifications page"]!.push({ size: count, ...(await timeRequests(() => get("/notifications", cookie))) });
      notifications["bell (unread, 5 newest)"]!.push({
        size: count,
        ...(await timeRequests(() => get("/api/notifications?status=unread&limit=5", cookie))),
      });
    }
    for (const [name, points] of Object.entries(notifications)) curves.push({ name, sizeLabel: "notifications", points });

    const stored: Record<string, GrowthPoint[]> = { "lookup (creates a link)": [], "link opened (/fatura/{token})": [], "PIX check": [] };
    const lookupCustomer = benchCustomer(growthSequence(12));
    let rows = 0;
    for (const size of STORED) {
      if (size > rows) {
        ctx.step(`crescimento: ${size} tokens e cobranças PIX guardados`);
        await sql`
          insert into invoice_tokens (token, cpfcnpj, expires_at, access_count)
          select encode(sha256(('bench-token-' || i)::bytea), 'base64'), lpad((i % 99999999999)::text, 11, '0'), now() + interval '1 day', i % 10
          from generate_series(${rows + 1}::int, ${size}::int) as i`;
        await sql`
          insert into pix_charges (cpfcnpj, invoice_id, txid, expires_at, pix_data, status)
          select lpad((i % 99999999999)::text, 11, '0'), 'bench-' || i, 'BENCH' || lpad(i::text, 28, '0'), now() + interval '1 hour', '{}'::jsonb, 'ready'
          from generate_series(${rows + 1}::int, ${size}::int) as i`;
        await sql`analyze invoice_tokens`;
        await sql`analyze pix_charges`;
        rows = size;
      }
      const tokens: string[] = [];
      stored["lookup (creates a link)"]!.push({
        size,
        ...(await timeRequests(async () => {
          const res = await fetch(
            `${url}/verificar-fatura`,
            actionInit(actions.requestInvoiceAccess!, [{ documento: lookupCustomer.document }], url, { "x-forwarded-for": nextAddress() }),
          );
          const text = await res.text();
          const token = /"token":"([A-Za-z0-9_-]{32})"/.exec(text)?.[1];
          if (!token) throw new Error(`a consulta não criou link: ${text.slice(0, 200)}`);
          tokens.push(token);
          return new Response(text, { status: res.status });
        })),
      });
      let next = 0;
      stored["link opened (/fatura/{token})"]!.push({
        size,
        ...(await timeRequests(() => get(`/fatura/${tokens[next++ % tokens.length]}`))),
      });
      stored["PIX check"]!.push({
        size,
        ...(await timeRequests(() =>
          fetch(`${url}/api/pix/check`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
            body: JSON.stringify({ txid: DEMO_TXID_CONCLUIDA }),
          }),
        )),
      });
    }
    for (const [name, points] of Object.entries(stored)) curves.push({ name, sizeLabel: "stored tokens and PIX charges", points });
    return { date: new Date().toISOString(), requestsPerPoint: REQUESTS, upstreamLatencyMs: 0, curves };
  } finally {
    await server.stop();
    await sql.end({ timeout: 1 });
    await sandboxes.stop();
  }
}

export type GrowthFigures = Awaited<ReturnType<typeof growthPart>>;

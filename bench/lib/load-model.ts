import { DEMO_TXID_CONCLUIDA } from "../../sandbox/efi/state";
import { actionInit } from "./actions";
import { credentialsLogin } from "./session";

/**
 * A due-date morning as the server sees it: virtual subscribers, each running one visit after
 * another with think times between requests. The visits and their shares:
 *   - SMS link (35 %): opens /fatura/{token}, generates the PIX there.
 *   - Portal (40 %): /login, signs in, dashboard (bell poll), /invoices, PIX (80 %) or boleto (20 %), bell poll.
 *   - Lookup (15 %): /verificar-fatura, asks for the link, opens /fatura/{token}.
 *   - PIX check (10 %): /verificarpixefi, checks a transaction.
 */
export type Subscriber = { document: string; digits: string; password: string; invoiceId: number; token: string };
export type VisitKind = "sms" | "portal" | "lookup" | "check";
export const VISIT_SHARES: [VisitKind, number][] = [
  ["sms", 0.35],
  ["portal", 0.4],
  ["lookup", 0.15],
  ["check", 0.1],
];
/** Think time between two requests of a visit, uniform in this range (ms). */
export const THINK_MS: [number, number] = [1000, 3000];

export type RequestRecord = { route: string; ms: number; ok: boolean; at: number };

type VisitEnv = {
  url: string;
  actions: Record<string, string>;
  record: (r: RequestRecord) => void;
  think: () => Promise<void>;
  address: string;
};

type Answer = { status: number; text: string };

async function timed(env: VisitEnv, route: string, run: () => Promise<Response | boolean>): Promise<Answer | null> {
  const start = performance.now();
  let answer: Answer | null = null;
  let ok = false;
  try {
    const result = await run();
    if (typeof result === "boolean") ok = result;
    else {
      answer = { status: result.status, text: await result.text() };
      ok = result.status < 400;
    }
  } catch {
    ok = false;
  }
  env.record({ route, ms: performance.now() - start, ok, at: Date.now() });
  if (!ok && !answer) answer = { status: 599, text: "" };
  return answer;
}

const get = (env: VisitEnv, path: string, cookie?: string) =>
  fetch(`${env.url}${path}`, { headers: { "x-forwarded-for": env.address, ...(cookie ? { cookie } : {}) }, redirect: "manual" });

const action = (env: VisitEnv, page: string, name: string, args: unknown[], cookie?: string) =>
  fetch(
    `${env.url}${page}`,
    actionInit(env.actions[name]!, args, env.url, { "x-forwarded-for": env.address, ...(cookie ? { cookie } : {}) }),
  );

export async function runVisit(kind: VisitKind, s: Subscriber, env: VisitEnv, fresh: () => Promise<string>): Promise<boolean> {
  let ok = true;
  const step = async (route: string, run: () => Promise<Response | boolean>) => {
    const res = await timed(env, route, run);
    if (res && res.status >= 400) ok = false;
    await env.think();
    return res;
  };
  if (kind === "sms") {
    const token = await fresh();
    await step("GET /fatura/{token}", () => get(env, `/fatura/${token}`));
    await step("PIX (public page)", () => action(env, `/fatura/${token}`, "generatePixWithToken", [token, { invoiceId: s.invoiceId }]));
  } else if (kind === "portal") {
    await step("GET /login", () => get(env, "/login"));
    let cookie: string | null = null;
    await step("sign in (csrf + credentials)", async () => {
      cookie = await credentialsLogin(env.url, s, { "x-forwarded-for": env.address });
      return cookie !== null;
    });
    if (!cookie) return false;
    const session: string = cookie;
    await step("GET / (dashboard)", () => get(env, "/", session));
    await step("bell poll", () => get(env, "/api/notifications?status=unread&limit=5", session));
    await step("GET /invoices", () => get(env, "/invoices", session));
    if (Math.random() < 0.8)
      await step("PIX (signed in)", () => action(env, "/invoices", "generatePixForInvoice", [{ invoiceId: s.invoiceId }], session));
    else
      await step("boleto (signed in)", () => action(env, "/invoices", "generateBoletoForInvoice", [{ invoiceId: s.invoiceId }], session));
    await step("bell poll", () => get(env, "/api/notifications?status=unread&limit=5", session));
  } else if (kind === "lookup") {
    await step("GET /verificar-fatura", () => get(env, "/verificar-fatura"));
    const res = await step("lookup (creates the link)", () =>
      action(env, "/verificar-fatura", "requestInvoiceAccess", [{ documento: s.document }]),
    );
    const token = /"token":"([A-Za-z0-9_-]{32})"/.exec(res?.text ?? "")?.[1];
    if (!token) return false;
    await step("GET /fatura/{token}", () => get(env, `/fatura/${token}`));
  } else {
    await step("GET /verificarpixefi", () => get(env, "/verificarpixefi"));
    await step("PIX check", () =>
      fetch(`${env.url}/api/pix/check`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": env.address },
        body: JSON.stringify({ txid: DEMO_TXID_CONCLUIDA }),
      }),
    );
  }
  return ok;
}

export function pickVisit(random = Math.random()): VisitKind {
  let sum = 0;
  for (const [kind, share] of VISIT_SHARES) if (random < (sum += share)) return kind;
  return VISIT_SHARES[VISIT_SHARES.length - 1]![0];
}

/**
 * `users` virtual subscribers for `seconds`: each runs visits back to back (a new subscriber each
 * visit, in turn), thinking between requests. Answers every request and the visits completed.
 */
export async function runStage(options: {
  url: string;
  actions: Record<string, string>;
  users: number;
  seconds: number;
  subscribers: Subscriber[];
  newToken: (s: Subscriber) => Promise<string>;
}) {
  const records: RequestRecord[] = [];
  const deadline = Date.now() + options.seconds * 1000;
  let visits = 0;
  let failedVisits = 0;
  let next = 0;
  const think = () => new Promise<void>((r) => setTimeout(r, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));
  const user = async (index: number) => {
    // Start spread over the first think time, as arrivals are.
    await new Promise((r) => setTimeout(r, Math.random() * THINK_MS[1]));
    while (Date.now() < deadline) {
      const subscriber = options.subscribers[next++ % options.subscribers.length]!;
      const env: VisitEnv = {
        url: options.url,
        actions: options.actions,
        record: (r) => records.push(r),
        think,
        address: `10.${100 + (index >> 8)}.${index & 255}.${next & 255}`,
      };
      const ok = await runVisit(pickVisit(), subscriber, env, () => options.newToken(subscriber)).catch(() => false);
      visits++;
      if (!ok) failedVisits++;
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, i) => user(i)));
  return { records, visits, failedVisits };
}

import autocannon from "autocannon";
import { percentile } from "../../bench/lib/stats";
import { cookiesOf } from "../../bench/lib/session";
import { DEMO_TXID_ATIVA } from "../../sandbox/efi";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";

/** A window of the soak in which the database was stopped (epoch ms). */
export type Outage = { from: number; to: number };

export type SoakWrites = {
  /** Suggestions the app answered as created, by the id it gave. */
  suggestions: Set<number>;
  /** Tickets the app answered as opened, by the protocol it gave. */
  tickets: Set<string>;
};

export type SoakResult = {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  statuses: Record<string, number>;
  fiveXx: number;
  errors: number;
  timeouts: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers by kind of request: how many were made and how many succeeded. */
  mix: Record<string, { sent: number; succeeded: number }>;
  /**
   * Answers while the database was down: by status, and the unhandled failures among them
   * (5xx other than a route's designed 503 "unavailable, try again", which carries its message).
   */
  duringOutage: { requests: number; statuses: Record<string, number>; unhandled: number };
  writes: SoakWrites;
};

export type SoakOptions = {
  url: string;
  /** Logged-in sessions (Cookie headers) the page views rotate through. */
  cookies: string[];
  /** Sessions of the customers whose writes are counted. */
  joao: string;
  maria: string;
  carlos: string;
  /** Server action ids by exported name. */
  action: (name: string) => string;
  joaoInvoiceId: number;
  /** Carlos's 'contractId-serviceId' and an active motive, for tickets. */
  ticketService: string;
  ticketMotive: string;
  connections: number;
  seconds: number;
  /** Tag of this run, in the texts it writes. */
  run: string;
  /** Filled in while the soak runs, when the database is stopped. */
  outages: Outage[];
};

type Req = { headers?: Record<string, string>; body?: string };
type Kind = "dashboard" | "invoices" | "services" | "login" | "pix" | "pix-check" | "suggestion" | "ticket";

const LOGIN_CUSTOMERS = [DEMO_CUSTOMERS.maria, DEMO_CUSTOMERS.joao, DEMO_CUSTOMERS.carlos, DEMO_CUSTOMERS.empresa];

/** One CSRF token and its cookie, reused by every login of the soak as a browser's form would. */
async function csrfPair(url: string): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { token: csrfToken, cookie: cookiesOf(res) };
}

/**
 * Simulated customers on one instance: each connection goes round the dashboard, invoices
 * and services pages (rotating sessions), a login, PIX generation for João's invoice, the
 * public PIX check, a new suggestion and a new ticket, each with an address of its own (so
 * the per-address limits see many callers, as in production). Writes the app acknowledged
 * are collected, so the caller can check every one of them was kept.
 */
export async function soak(options: SoakOptions): Promise<SoakResult> {
  const csrf = await csrfPair(options.url);
  let sent = 0;
  const address = () => `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  const mix = {} as SoakResult["mix"];
  const writes: SoakWrites = { suggestions: new Set(), tickets: new Set() };
  const count = (kind: Kind, ok: boolean) => {
    const entry = (mix[kind] ??= { sent: 0, succeeded: 0 });
    entry.sent++;
    if (ok) entry.succeeded++;
  };

  const page = (kind: Kind, path: string) => ({
    method: "GET" as const,
    path,
    setupRequest: (req: Req) => {
      sent++;
      return { ...req, headers: { ...req.headers, cookie: options.cookies[sent % options.cookies.length]!, "x-forwarded-for": address() } };
    },
    onResponse: (status: number) => count(kind, status === 200),
  });

  /**
   * A server action as the page's form calls it; the flight answer says whether it succeeded
   * and, for a write, what it created (the acknowledgement is read from the answer itself:
   * autocannon prepares a connection's next request before the previous answer arrives).
   */
  const action = (kind: Kind, route: string, name: string, cookie: string, body: () => unknown) => ({
    method: "POST" as const,
    path: route,
    setupRequest: (req: Req) => {
      sent++;
      return {
        ...req,
        headers: {
          ...req.headers,
          "next-action": options.action(name),
          "content-type": "text/plain;charset=UTF-8",
          accept: "text/x-component",
          origin: options.url,
          cookie,
          "x-forwarded-for": address(),
        },
        body: JSON.stringify([body()]),
      };
    },
    onResponse: (status: number, answer: string) => {
      const ok = status === 200 && answer.includes('"ok":true');
      count(kind, ok);
      if (!ok) return;
      const id = /"data":\{"id":(\d+)\}/.exec(answer)?.[1];
      const protocolo = /"protocolo":"([^"]+)"/.exec(answer)?.[1];
      if (kind === "suggestion" && id) writes.suggestions.add(Number(id));
      if (kind === "ticket" && protocolo) writes.tickets.add(protocolo);
    },
  });

  let serial = 0;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: [
      page("dashboard", "/"),
      page("invoices", "/invoices"),
      {
        method: "POST",
        path: "/api/auth/callback/credentials",
        setupRequest: (req: Req) => {
          sent++;
          const customer = LOGIN_CUSTOMERS[sent % LOGIN_CUSTOMERS.length]!;
          return {
            ...req,
            headers: {
              ...req.headers,
              "content-type": "application/x-www-form-urlencoded",
              cookie: csrf.cookie,
              "x-forwarded-for": address(),
            },
            body: new URLSearchParams({
              csrfToken: csrf.token,
              documento: customer.digits,
              senha: customer.password,
              json: "true",
            }).toString(),
          };
        },
        onResponse: (status: number, _body: string, _context: unknown, headers: Record<string, string | string[]>) =>
          count("login", status === 200 && String(headers["set-cookie"] ?? "").includes("session-token")),
      },
      page("services", "/services"),
      action("pix", "/invoices", "generatePixForInvoice", options.joao, () => ({ invoiceId: options.joaoInvoiceId })),
      {
        method: "POST",
        path: "/api/pix/check",
        body: JSON.stringify({ txid: DEMO_TXID_ATIVA }),
        setupRequest: (req: Req) => {
          sent++;
          return { ...req, headers: { ...req.headers, "content-type": "application/json", "x-forwarded-for": address() } };
        },
        onResponse: (status: number) => count("pix-check", status === 200),
      },
      action("suggestion", "/suggestions", "createSuggestion", options.maria, () => ({
        titulo: `Soak ${options.run} sugestão ${++serial}`,
        descricao: "escrita durante o soak",
        categoria: "melhoria",
        prioridade: 2,
      })),
      action("ticket", "/support", "createTicket", options.carlos, () => ({
        servico: options.ticketService,
        motivo: options.ticketMotive,
        descricao: `Soak ${options.run} chamado ${++serial}`,
      })),
    ],
  });

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const duringOutage: SoakResult["duringOutage"] = { requests: 0, statuses: {}, unhandled: 0 };
  instance.on("response", (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
    const now = Date.now();
    // An answer belongs to the outage when any part of it overlapped the database being down.
    if (options.outages.some((o) => now - responseTime <= o.to && now >= o.from)) {
      duringOutage.requests++;
      duringOutage.statuses[status] = (duringOutage.statuses[status] ?? 0) + 1;
      if (status >= 500 && status !== 503) duringOutage.unhandled++;
    }
  });
  const result = await instance;
  const fiveXx = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    url: options.url,
    connections: options.connections,
    seconds: options.seconds,
    requests: latencies.length,
    statuses,
    fiveXx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    mix,
    duringOutage,
    writes,
  };
}

import fs from "node:fs";
import path from "node:path";
import { expect, request as requests, test, type APIRequestContext, type Page } from "@playwright/test";
import { lookupMessages } from "../../lib/billing/public-access/messages";
import { paymentMessages as p } from "../../lib/billing/payments/messages";
import { pixCheckMessages } from "../../lib/billing/pix-check/messages";
import { DEMO_TXID_ATIVA, DEMO_TXID_CONCLUIDA } from "../../sandbox/efi/state";
import type { SgpDataset } from "../../sandbox/sgp/dataset";
import { demoPersonalData, personalDataIn } from "./personal-data";
import { actionRequest, serverActions } from "./server-actions";
import { csrfToken, DEMO_CUSTOMERS, firstBrandUrl, openBoleto } from "./support";

/*
 * SECURITY.md, public pages: no public page or route answers a demo customer's full name, document, street,
 * phone or e-mail. Every page, route handler and server action under app/ is listed in WALK with how
 * a visitor without a session reaches it, so a new one fails the first test until it is walked here.
 * Pages render on the server, so the walk is real HTTP against the built server, plus the public
 * flows in a browser (every answer the browser receives is read, server actions' included).
 */

const SGP = "http://127.0.0.1:7001";
const customers = Object.values(DEMO_CUSTOMERS);
/** The document as the portal keeps it (an alphanumeric CNPJ keeps its letters). */
const normalized = (document: string) => document.toUpperCase().replace(/[^0-9A-Z]/g, "");

type Method = "GET" | "POST" | "DELETE";
type Probe = {
  method: Method;
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  data?: string;
  headers?: Record<string, string>;
};
/** What a visitor without a session can reach of one file. */
type Visit =
  /** A page anyone may open; every path listed is fetched. */
  | { public: (walk: Walk) => string[] }
  /** A page behind the login: it must send the visitor to /login. */
  | { protected: string }
  /** A route handler: the probes cover every method it exports. */
  | { handler: (walk: Walk) => Probe[]; session?: true }
  /** A file of server actions: every action it declares is called (see ACTION_ARGS). */
  | { actions: true };

/** What the walk learnt before it starts: a link for each customer, their open invoices, next-auth's CSRF token. */
type Walk = { tokens: string[]; openInvoices: { token: string; invoiceId: number }[]; csrfToken: string };

const get = (...paths: string[]): Probe[] => paths.map((path) => ({ method: "GET", path }));
const post = (path: string, json: unknown = {}): Probe => ({ method: "POST", path, json });
const MISSING = "/nao-existe/de-jeito-nenhum";

const WALK: Record<string, Visit> = {
  "prerendered/[brand]/login/page.tsx": { public: () => ["/login"] },
  "prerendered/[brand]/login/actions.ts": { actions: true },
  "prerendered/[brand]/forgot-password/page.tsx": { public: () => ["/forgot-password"] },
  "prerendered/[brand]/forgot-password/actions.ts": { actions: true },
  "prerendered/[brand]/terms/page.tsx": { public: () => ["/terms"] },
  "prerendered/[brand]/privacy/page.tsx": { public: () => ["/privacy"] },
  "prerendered/[brand]/verificar-fatura/page.tsx": { public: () => ["/verificar-fatura"] },
  "prerendered/[brand]/verificar-fatura/actions.ts": { actions: true },
  "(per-request)/(public)/fatura/[token]/page.tsx": {
    public: (w) => [...w.tokens.map((t) => `/fatura/${t}`), `/fatura/${"Z".repeat(32)}`],
  },
  "(per-request)/(public)/fatura/[token]/actions.ts": { actions: true },
  "(per-request)/(public)/fatura/[token]/pix/[invoice]/page.tsx": {
    public: (w) => [...w.openInvoices.map((i) => `/fatura/${i.token}/pix/${i.invoiceId}?vez=3`), `/fatura/${"Z".repeat(32)}/pix/1`],
  },
  "(per-request)/(public)/verificarpixefi/page.tsx": { public: () => ["/verificarpixefi"] },
  "(per-request)/(public)/verificarpixefi/actions.ts": { actions: true },
  "(per-request)/(public)/faturafacil/route.ts": { handler: () => get(...customers.map((c) => `/faturafacil?cpf_cnpj=${c.digits}`)) },
  "(per-request)/(public)/cpf/[cpfcnpj]/route.ts": {
    handler: () => get(...customers.flatMap((c) => [`/cpf/${c.digits}`, `/cpf/${encodeURIComponent(c.document)}`])),
  },
  "global-not-found.tsx": { public: () => [MISSING, "/api/nada"] },
  "(per-request)/(portal)/page.tsx": { protected: "/" },
  "(per-request)/(portal)/invoices/page.tsx": { protected: "/invoices" },
  "(per-request)/(portal)/invoices/actions.ts": { actions: true },
  "(per-request)/(portal)/invoices/pix/[invoice]/page.tsx": { protected: "/invoices/pix/1" },
  "(per-request)/(portal)/services/page.tsx": { protected: "/services" },
  "(per-request)/(portal)/services/actions.ts": { actions: true },
  "(per-request)/(portal)/support/page.tsx": { protected: "/support" },
  "(per-request)/(portal)/support/actions.ts": { actions: true },
  "(per-request)/(portal)/internet/page.tsx": { protected: "/internet" },
  "(per-request)/(portal)/suggestions/page.tsx": { protected: "/suggestions" },
  "(per-request)/(portal)/suggestions/actions.ts": { actions: true },
  "(per-request)/(portal)/equipment/page.tsx": { protected: "/equipment" },
  "(per-request)/(portal)/equipment/actions.ts": { actions: true },
  "(per-request)/(portal)/profile/page.tsx": { protected: "/profile" },
  "(per-request)/(portal)/profile/actions.ts": { actions: true },
  "(per-request)/(portal)/notifications/page.tsx": { protected: "/notifications" },
  "(per-request)/(portal)/trust-release/page.tsx": { protected: "/trust-release" },
  "(per-request)/(portal)/trust-release/actions.ts": { actions: true },
  "api/health/route.ts": { handler: () => get("/api/health") },
  "api/health/live/route.ts": { handler: () => get("/api/health/live") },
  "api/health/ready/route.ts": { handler: () => get("/api/health/ready") },
  "api/metrics/route.ts": { handler: () => get("/api/metrics") },
  "brands/[brand]/manifest.webmanifest/route.ts": {
    handler: () => get("/brands/velozfibra/manifest.webmanifest", "/brands/conectasul/manifest.webmanifest"),
  },
  "api/pix/check/route.ts": {
    handler: () => [DEMO_TXID_CONCLUIDA, DEMO_TXID_ATIVA, "A".repeat(30)].map((txid) => post("/api/pix/check", { txid })),
  },
  "api/auth/[...nextauth]/route.ts": {
    handler: (w) => [
      ...get("/api/auth/session", "/api/auth/csrf", "/api/auth/providers", "/api/auth/signin", "/api/auth/error"),
      // A wrong password for a known customer: the refusal names nobody.
      {
        method: "POST",
        path: "/api/auth/callback/credentials",
        form: { csrfToken: w.csrfToken, documento: DEMO_CUSTOMERS.paula.digits, senha: "errada", json: "true" },
      },
    ],
  },
  "api/notifications/route.ts": {
    session: true,
    handler: () => [
      ...get("/api/notifications", "/api/notifications?status=all"),
      post("/api/notifications", { documento: DEMO_CUSTOMERS.maria.digits }),
    ],
  },
  "api/notifications/read/route.ts": { session: true, handler: () => [post("/api/notifications/read", { id: 1 })] },
  "api/push/subscription/route.ts": {
    session: true,
    handler: () => [post("/api/push/subscription"), { method: "DELETE", path: "/api/push/subscription", json: {} }],
  },
  "api/push/test/route.ts": { session: true, handler: () => [post("/api/push/test")] },
  // A forged unsubscribe token: refused, nothing recorded, nobody named.
  "api/reminders/unsubscribe/route.ts": {
    handler: () => [...get("/api/reminders/unsubscribe?t=forjado"), post("/api/reminders/unsubscribe?t=forjado")],
  },
  "api/speedtest/ping/route.ts": { session: true, handler: () => get("/api/speedtest/ping") },
  "api/speedtest/download/route.ts": { session: true, handler: () => get("/api/speedtest/download?bytes=1000") },
  "api/speedtest/upload/route.ts": { session: true, handler: () => [post("/api/speedtest/upload")] },
  "api/speedtest/result/route.ts": {
    session: true,
    handler: () => [post("/api/speedtest/result", { download: 1, upload: 1, latency: 1, jitter: 1 })],
  },
  // Without the secret the webhook answers 401; a forged payment of a demo charge records nothing.
  "api/webhooks/efi/route.ts": { handler: () => [post("/api/webhooks/efi", { evento: "teste_webhook" })] },
  // The boletos' notifications: without the secret 401, with a made-up token nothing recorded.
  "api/webhooks/efi/charges/route.ts": {
    handler: () => [
      { method: "POST", path: "/api/webhooks/efi/charges", form: { notification: "00000000-0000-4000-8000-000000000000" } },
      { method: "POST", path: "/api/webhooks/efi/charges?hmac=errado", form: { notification: "00000000-0000-4000-8000-000000000000" } },
    ],
  },
  "api/webhooks/efi/pix/route.ts": {
    handler: () => [
      post("/api/webhooks/efi/pix", {
        pix: [
          { endToEndId: "E18236120202611241200abcdefghijk", txid: DEMO_TXID_CONCLUIDA, valor: "99.90", horario: "2026-11-24T12:00:00Z" },
        ],
      }),
      post("/api/webhooks/efi/pix?hmac=errado", { pix: [] }),
    ],
  },
};

/** Arguments each server action is called with, by the walk's data; the portal's get an empty input. */
const ACTION_ARGS: Record<string, (walk: Walk) => unknown[][]> = {
  requestInvoiceAccess: () => customers.map((c) => [{ documento: c.document }]),
  requestCode: () => customers.map((c) => [{ documento: c.document }]),
  generatePixWithToken: (w) => w.openInvoices.map(({ token, invoiceId }) => [token, { invoiceId }]),
  generateBoletoWithToken: (w) => w.openInvoices.map(({ token, invoiceId }) => [token, { invoiceId }]),
  watchPixWithToken: (w) =>
    w.tokens.flatMap((token) => [
      [token, { txid: DEMO_TXID_CONCLUIDA }],
      [token, { txid: DEMO_TXID_ATIVA }],
    ]),
};

/** Pages, route handlers and server-action files under app/, as WALK names them. */
function routeFiles(dir = path.resolve("app"), prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), `${name}/`);
    return /^(page\.tsx|route\.ts|actions\.ts|(global-)?not-found\.tsx)$/.test(entry.name) ? [name] : [];
  });
}

/** Methods a route file exports (GET, POST...). */
function exportedMethods(file: string): string[] {
  const source = fs.readFileSync(path.resolve("app", file), "utf8");
  return [...source.matchAll(/export (?:async )?(?:function|const) (GET|POST|PUT|PATCH|DELETE)\b|\bas (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
    (m) => m[1] ?? m[2]!,
  );
}

/** An HTTP client of its own address, so the per-address limits of lookups and checks never decide the walk. */
let address = 0;
function visitor(): Promise<APIRequestContext> {
  address += 1;
  return requests.newContext({ baseURL: firstBrandUrl, extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${address}` } });
}

type Answer = { what: string; status: number; location?: string; body: string };

async function send(client: APIRequestContext, probe: Probe, what = `${probe.method} ${probe.path}`): Promise<Answer> {
  const res = await client.fetch(probe.path, {
    method: probe.method,
    maxRedirects: 0,
    headers: { origin: firstBrandUrl, ...probe.headers },
    ...(probe.json !== undefined ? { data: probe.json } : {}),
    ...(probe.data !== undefined ? { data: probe.data } : {}),
    ...(probe.form ? { form: probe.form } : {}),
  });
  return { what, status: res.status(), location: res.headers().location, body: await res.text() };
}

/** Each customer's link (from the real lookup action) and their open invoices. */
async function prepareWalk(): Promise<Walk> {
  const dataset = (await (await fetch(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset;
  const lookup = serverActions().find((action) => action.exportedName === "requestInvoiceAccess")!;
  const tokens: string[] = [];
  const openInvoices: Walk["openInvoices"] = [];
  for (const customer of customers) {
    const client = await visitor();
    const answer = await (await client.post("/verificar-fatura", actionRequest(lookup.id, [{ documento: customer.document }]))).text();
    const token = /"token":"([A-Za-z0-9_-]{32})"/.exec(answer)?.[1];
    expect(token, `link de ${customer.document}`).toBeTruthy();
    tokens.push(token!);
    const id = dataset.customers.find((c) => normalized(c.cpfcnpj) === customer.digits)!.id;
    const open = dataset.titulos.find((t) => t.clienteId === id && t.status === "aberto");
    if (open) openInvoices.push({ token: token!, invoiceId: open.id });
    await client.dispose();
  }
  const client = await visitor();
  const csrf = await csrfToken(client);
  await client.dispose();
  return { tokens, openInvoices, csrfToken: csrf };
}

function expectNoLeaks(answers: Answer[], personal: string[]) {
  const leaks = answers.flatMap((a) => personalDataIn(`${a.location ?? ""} ${a.body}`, personal).map((value) => `${a.what}: ${value}`));
  expect(leaks).toEqual([]);
}

test("every page, route handler and server action under app/ is in this walk", () => {
  expect(routeFiles().sort()).toEqual(Object.keys(WALK).sort());
  for (const [file, visit] of Object.entries(WALK)) {
    if ("handler" in visit) {
      const probed = new Set(visit.handler({ tokens: [], openInvoices: [], csrfToken: "" }).map((probe) => probe.method));
      const methods = exportedMethods(file);
      expect(methods.length, file).toBeGreaterThan(0);
      for (const method of methods) expect(probed, `${file} ${method}`).toContain(method);
    }
    if ("actions" in visit)
      expect(
        serverActions().some((action) => action.filename === `app/${file}`),
        file,
      ).toBe(true);
  }
});

test("pages and route handlers answer a visitor without a session nothing personal", async () => {
  const [personal, walk] = await Promise.all([demoPersonalData(), prepareWalk()]);
  const client = await visitor();
  const answers: Answer[] = [];
  for (const [file, visit] of Object.entries(WALK)) {
    if ("public" in visit) for (const path of visit.public(walk)) answers.push(await send(client, { method: "GET", path }));
    if ("protected" in visit) {
      const answer = await send(client, { method: "GET", path: visit.protected });
      expect([answer.status, answer.location], file).toEqual([307, expect.stringMatching(/\/login\?callbackUrl=/)]);
      answers.push(answer);
    }
    if ("handler" in visit) {
      for (const probe of visit.handler(walk)) {
        const answer = await send(client, probe);
        if (visit.session) expect(answer.status, answer.what).toBe(401);
        answers.push(answer);
      }
    }
  }
  // The links really open the customers' pages: their masked names are there.
  const pages = answers
    .filter((a) => a.what.startsWith("GET /fatura/"))
    .map((a) => a.body)
    .join("\n");
  expect(pages).toContain("Maria S**** S*****");
  expect(answers.find((a) => a.what === `POST /api/pix/check`)?.body).toContain("Maria S**** S*****");
  expectNoLeaks(answers, personal);
  await client.dispose();
});

test("server actions answer a visitor without a session nothing personal, wherever they are posted", async () => {
  const [personal, walk] = await Promise.all([demoPersonalData(), prepareWalk()]);
  const answers: Answer[] = [];
  for (const action of serverActions()) {
    const argsList = ACTION_ARGS[action.exportedName]?.(walk) ?? [[{}]];
    const worker = action.workers[0]!.replace(/^app/, "")
      .replace(/\/page$/, "")
      .replace(/\/\([^)]*\)/g, "")
      .replace(/^\/prerendered\/\[brand\]/, "");
    const [token] = walk.tokens;
    // Where the page serving it lives, and a public page that does not serve it.
    for (const route of [worker.replace("[token]", token!) || "/", "/verificarpixefi"]) {
      for (const args of argsList) {
        const client = await visitor();
        answers.push(
          await send(client, { method: "POST", path: route, ...actionRequest(action.id, args) }, `${action.exportedName} at ${route}`),
        );
        await client.dispose();
      }
    }
  }
  const pix = answers
    .filter((a) => a.what.startsWith("generatePixWithToken at /fatura/"))
    .map((a) => a.body)
    .join("\n");
  expect(pix).toContain("Maria S**** S*****");
  expect(answers.filter((a) => a.what.startsWith("generateBoletoWithToken at /fatura/")).some((a) => /"ok":true/.test(a.body))).toBe(true);
  expectNoLeaks(answers, personal);
});

/** Every answer the browser gets from the portal (pages, server components, actions, routes) and the final DOM. */
function recordAnswers(page: Page, answers: Promise<Answer>[]) {
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== firstBrandUrl || url.pathname.startsWith("/_next/static/")) return;
    const what = `${response.request().method()} ${url.pathname}`;
    answers.push(
      response.text().then(
        (body) => ({ what, status: response.status(), body }),
        () => ({ what, status: response.status(), body: "" }),
      ),
    );
  });
}

test("the public flows in a browser show nothing personal: lookup, invoice page, PIX, boleto, PIX check", async ({ browser }) => {
  test.setTimeout(180_000);
  const personal = await demoPersonalData();
  const answers: Promise<Answer>[] = [];
  const dom: Answer[] = [];
  for (const customer of customers) {
    address += 1;
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${address}` } });
    const page = await context.newPage();
    recordAnswers(page, answers);
    await page.goto("/verificar-fatura");
    await page.getByLabel(lookupMessages.fieldLabel).fill(customer.document);
    await page.getByRole("button", { name: lookupMessages.submit }).click();
    await page.waitForURL(/\/fatura\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByTestId("customer-name")).toBeVisible();
    // The first open invoice's buttons (João has two invoices, each payable).
    const invoice = page.getByTestId("invoice-card").first();
    if (await invoice.getByRole("button", { name: p.generatePix }).count()) {
      await invoice.getByRole("button", { name: p.generatePix }).click();
      await expect(page.getByRole("dialog", { name: p.pixDialog.title })).toBeVisible();
      dom.push({ what: `PIX de ${customer.document}`, status: 200, body: await page.content() });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await openBoleto(page, invoice);
      dom.push({ what: `boleto de ${customer.document}`, status: 200, body: await page.content() });
    }
    dom.push({ what: `fatura de ${customer.document}`, status: 200, body: await page.content() });
    await context.close();
  }

  address += 1;
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${address}` } });
  const page = await context.newPage();
  recordAnswers(page, answers);
  await page.goto("/verificarpixefi");
  for (const txid of [DEMO_TXID_CONCLUIDA, DEMO_TXID_ATIVA]) {
    await page.getByRole("textbox", { name: pixCheckMessages.fieldLabel }).fill(txid);
    await page.getByRole("button", { name: pixCheckMessages.submit }).click();
    await expect(page.getByText(txid, { exact: true })).toBeVisible();
    dom.push({ what: `verificação ${txid}`, status: 200, body: await page.content() });
  }
  await context.close();

  const all = [...(await Promise.all(answers)), ...dom];
  expect(all.filter((a) => a.what.startsWith("POST /fatura/")).length).toBeGreaterThan(0);
  expectNoLeaks(all, personal);
});

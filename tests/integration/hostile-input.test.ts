import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { z } from "zod";
import { rowsOf } from "@/lib/vendors/db/connect";
import { paymentRequestSchema } from "@/lib/billing/payments/validation";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/notifications/push/schema";
import { wifiRevealSchema } from "@/lib/services/validation";
import { invoiceLookupSchema } from "@/lib/billing/public-access/validation";
import { markReadSchema } from "@/lib/notifications/validation";
import { passwordChangeSchema } from "@/lib/auth/validations/password-change";
import { resetCodeRequestSchema } from "@/lib/auth/validations/reset-code";
import { newSuggestionSchema } from "@/lib/suggestions/validation";
import { paidPageSchema } from "@/lib/billing/invoices/validation";
import { newTicketSchema } from "@/lib/support/validation";
import { trustReleaseRequestSchema } from "@/lib/trust-release/validation";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

/*
 * Property-based hostile input for every server action and route handler: whatever the
 * browser (or anyone with curl) sends, the answer is the schema's message or a 4xx, never
 * a throw or a 5xx, and nothing is written to the database or the upstreams.
 */

type Customer = { id: string; document: string; name: string; email: string; phone: string };
const ctx = vi.hoisted(() => ({ customer: null as Customer | null, headers: new Headers() }));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => ctx.customer }));
vi.mock("next/headers", () => ({ headers: async () => ctx.headers }));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
vi.mock("next/server", () => ({ after: () => {} }));

const { revealWifiPassword } = await import("@/app/(per-request)/(portal)/services/actions");
const { generatePixForInvoice, generateBoletoForInvoice, loadPaidInvoices } = await import("@/app/(per-request)/(portal)/invoices/actions");
const { changePassword } = await import("@/app/(per-request)/(portal)/profile/actions");
const { requestTrustRelease } = await import("@/app/(per-request)/(portal)/trust-release/actions");
const { createSuggestion } = await import("@/app/(per-request)/(portal)/suggestions/actions");
const { createTicket } = await import("@/app/(per-request)/(portal)/support/actions");
const { requestInvoiceAccess } = await import("@/app/prerendered/[brand]/verificar-fatura/actions");
const { requestCode } = await import("@/app/prerendered/[brand]/forgot-password/actions");
const { generatePixWithToken, generateBoletoWithToken } = await import("@/app/(per-request)/(public)/fatura/[token]/actions");
const notificationsRoute = await import("@/app/api/notifications/route");
const readRoute = await import("@/app/api/notifications/read/route");
const subscriptionRoute = await import("@/app/api/push/subscription/route");
const pixCheckRoute = await import("@/app/api/pix/check/route");
const { authenticate, LoginError } = await import("@/lib/auth/login");

const { maria } = DEMO_CUSTOMERS;
const MARIA: Customer = { id: "1001", document: maria.digits, name: maria.name, email: "", phone: "" };

/* ---------------------------------------------------------------- generators */

const MALICIOUS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "'; DROP TABLE sugestaocentral; --",
  "' OR '1'='1",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "\u0000",
  "a\u0000b",
  "\u202Eevil\u202C",
  "\uFEFF\u200B\u200D",
  "\uD800",
  "🏳️‍🌈👨‍👩‍👧‍👦",
  "Ṫ̸̢̛̹ë̷͖́s̶̱̈t̵̰͠",
  "\r\n\t\v\f\b",
  "%00%0d%0a",
  "__proto__",
  "constructor",
  "null",
  "NaN",
  "-1",
  "1e308",
  " ",
];

const controlChars = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), maxLength: 20 });
const hostileString = fc.oneof(
  fc.constantFrom(...MALICIOUS),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  controlChars,
  fc.tuple(fc.constantFrom(...MALICIOUS), fc.string({ maxLength: 10 })).map(([a, b]) => a + b),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => "x".repeat(n)),
);

/** Values of the wrong type, and objects shaped to confuse a parser. */
const wrongValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(null, undefined, Number.NaN, Infinity, -Infinity, -0, 2 ** 53, -1, 0, 1.5, true, [], {}, new Date(Number.NaN)),
  hostileString,
);

/** Any input the schema rejects; the property is about what the action does with it. */
function rejectedBy(schema: z.ZodType, shaped: fc.Arbitrary<unknown>) {
  return fc.oneof(wrongValue, shaped).filter((value) => !schema.safeParse(value).success);
}

function firstMessage(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("esperava uma entrada inválida");
  return parsed.error.issues[0]!.message;
}

const field = fc.oneof(hostileString, wrongValue);

/* ------------------------------------------------------------------ harness */

let sgp: SgpTestSandbox;
let efi: EfiTestEnv;

beforeAll(async () => {
  [sgp, efi] = await Promise.all([startSgpForTests(), startEfiForTests()]);
  Object.assign(process.env, sgp.env, {
    EFI_PIX_URL: efi.pixBaseUrl,
    EFI_CHARGES_URL: efi.chargesBaseUrl,
    EFI_PIX_KEY: efi.pixKey,
    NOTIFY_API_TOKEN: "hostile-operators-token-0123456789",
  });
});
afterAll(async () => {
  delete process.env.NOTIFY_API_TOKEN;
  await Promise.all([sgp.close(), efi.close()]);
});

/** Tried in total, for tests/resilience/RESULTS.md. */
const tried = { inputs: 0 };

describeEachDatabase("hostile input", (getDb) => {
  const TABLES = [
    "clientes",
    "notificacaocentral",
    "sugestaocentral",
    "liberacao_confianca_central",
    "invoice_tokens",
    "boleto_cache",
    "pix_charges",
    "push_subscriptions",
    "idempotency_keys",
  ];

  /** Rows of every table the app writes, and the write calls the upstreams received. */
  async function footprint() {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = rowsOf<{ n: number }>(await getDb().execute(sql.raw(`select count(*)::int as n from ${table}`)));
      counts[table] = Number(row!.n);
    }
    const sgpWrites = sgp.calls.filter((c) => c.method === "POST" && /chamado|liberacaopromessa/.test(c.path)).length;
    const efiWrites = efi.calls().filter((c) => c.method !== "GET" && !c.path.includes("oauth") && !c.path.startsWith("/__sandbox")).length;
    return { counts, sgpWrites, efiWrites };
  }

  beforeEach(async () => {
    await truncateAll(getDb());
    await Promise.all([sgp.reset(), efi.reset()]);
    ctx.customer = MARIA;
    ctx.headers = new Headers({ "x-forwarded-for": "198.51.100.77", "user-agent": "fuzzer" });
  });

  afterAll(() => {
    console.info(`hostile-input: ${tried.inputs} entradas hostis tentadas`);
  });

  type ActionCase = {
    name: string;
    schema: z.ZodType;
    shaped: fc.Arbitrary<unknown>;
    run: (input: unknown) => Promise<{ ok: boolean; error?: string }>;
  };

  const actions: ActionCase[] = [
    {
      name: "revealWifiPassword",
      schema: wifiRevealSchema,
      shaped: fc.record({ contrato: field, servico: field }),
      run: revealWifiPassword,
    },
    { name: "generatePixForInvoice", schema: paymentRequestSchema, shaped: fc.record({ invoiceId: field }), run: generatePixForInvoice },
    {
      name: "generateBoletoForInvoice",
      schema: paymentRequestSchema,
      shaped: fc.record({ invoiceId: field }),
      run: generateBoletoForInvoice,
    },
    {
      name: "changePassword",
      schema: passwordChangeSchema,
      shaped: fc.record({ atual: field, nova: field, confirmacao: field }),
      run: changePassword,
    },
    { name: "requestTrustRelease", schema: trustReleaseRequestSchema, shaped: fc.record({ motivo: field }), run: requestTrustRelease },
    {
      name: "createSuggestion",
      schema: newSuggestionSchema,
      shaped: fc.record({ titulo: field, descricao: field, categoria: field, prioridade: field }),
      run: createSuggestion,
    },
    {
      name: "createTicket",
      schema: newTicketSchema,
      shaped: fc.record({ servico: field, motivo: field, descricao: field }),
      run: createTicket,
    },
    { name: "requestInvoiceAccess", schema: invoiceLookupSchema, shaped: fc.record({ documento: field }), run: requestInvoiceAccess },
    { name: "requestCode", schema: resetCodeRequestSchema, shaped: fc.record({ documento: field }), run: requestCode },
  ];

  it.each(actions)("$name: any input its schema rejects gets the schema's message and writes nothing", async ({ schema, shaped, run }) => {
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(rejectedBy(schema, shaped), async (input) => {
        tried.inputs += 1;
        const result = await run(input);
        expect(result.ok).toBe(false);
        expect(result.error).toBe(firstMessage(schema, input));
      }),
      { numRuns: 150 },
    );
    expect(await footprint()).toEqual(before);
  });

  it("loadPaidInvoices takes only where its page starts: whatever else is sent, it answers the session's own history or nothing", async () => {
    const own = await loadPaidInvoices();
    if (!own.ok) throw new Error(own.error);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(wrongValue, fc.record({ offset: field }), fc.record({ offset: fc.nat(20) }, { noNullPrototype: true })),
        async (input) => {
          tried.inputs += 1;
          const result = await loadPaidInvoices(input);
          const parsed = paidPageSchema.safeParse(input);
          if (!parsed.success)
            expect(result).toEqual({ ok: false, error: firstMessage(paidPageSchema, input), fieldErrors: expect.any(Object) });
          // Never another customer's: the session's history from that offset.
          else
            expect(result).toEqual({
              ok: true,
              data: { invoices: own.data.invoices.slice(parsed.data?.offset ?? 0), total: own.data.total },
            });
        },
      ),
      { numRuns: 80 },
    );
  });

  it("the public invoice page's actions refuse any token and any input without a charge", async () => {
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(field, fc.stringMatching(/^[A-Za-z0-9_-]{32}$/)),
        fc.oneof(field, fc.record({ invoiceId: field })),
        async (token, input) => {
          tried.inputs += 1;
          for (const action of [generatePixWithToken, generateBoletoWithToken]) {
            const result = await action(token as string, input);
            expect(result.ok).toBe(false);
            expect(typeof (result as { error: string }).error).toBe("string");
          }
        },
      ),
      { numRuns: 100 },
    );
    expect(await footprint()).toEqual(before);
  });

  it("text fields with hostile but valid content are stored exactly as the schema reads them", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, async (titulo, descricao) => {
        tried.inputs += 1;
        await truncateAll(getDb());
        const input = { titulo, descricao, categoria: "geral", prioridade: 2 };
        const parsed = newSuggestionSchema.safeParse(input);
        const result = await createSuggestion(input);
        const list = rowsOf<{ titulo: string; descricao: string }>(
          await getDb().execute(sql.raw("select titulo, descricao from sugestaocentral")),
        );
        if (!parsed.success) {
          expect(result).toMatchObject({ ok: false, error: parsed.error.issues[0]!.message });
          expect(list).toHaveLength(0);
        } else if (result.ok) {
          // Lone surrogates are not Unicode: UTF-8 storage turns them into U+FFFD, nothing else changes.
          expect(list).toEqual([{ titulo: parsed.data.titulo.toWellFormed(), descricao: parsed.data.descricao.toWellFormed() }]);
        } else {
          // Accepted by the schema but refused by the database: still a message, nothing stored.
          expect(result.error).toBeTruthy();
          expect(list).toHaveLength(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("login: any document and password is refused with the login message, never another error", async () => {
    await fc.assert(
      fc.asyncProperty(field, field, async (documento, senha) => {
        tried.inputs += 1;
        const error = await authenticate({ documento: documento as string, senha: senha as string, ip: "198.51.100.78" }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(LoginError);
      }),
      { numRuns: 80 },
    );
  });

  /* ------------------------------------------------------------ route handlers */

  const body = fc.oneof(
    wrongValue.map((v) => {
      try {
        return JSON.stringify(v) ?? "";
      } catch {
        return "";
      }
    }),
    hostileString,
    fc.constantFrom("{", "[1,2", '{"id":', "\u0000", '{"__proto__":{"admin":true}}', '{"id":1e309}', "x".repeat(2_000_000)),
  );

  const request = (url: string, method: string, payload: string, headers: Record<string, string> = {}) =>
    new Request(`http://central.test${url}`, {
      method,
      // What the server always has: the socket's address, last in X-Forwarded-For (lib/platform/runtime/socket-address.mjs).
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-forwarded-for": "198.51.100.79", ...headers },
      body: payload,
    });

  /** `maxBytes`: past it the body is refused unread with 413 (lib/platform/request/body.ts); `limited`: the route counts every request first. */
  type RouteCase = { name: string; schema?: z.ZodType; maxBytes?: number; limited?: boolean; call: (payload: string) => Promise<Response> };
  const routes: RouteCase[] = [
    {
      name: "POST /api/notifications/read",
      schema: markReadSchema,
      maxBytes: 1024,
      call: (p) => readRoute.POST(request("/api/notifications/read", "POST", p)),
    },
    {
      name: "POST /api/push/subscription",
      schema: pushSubscriptionSchema,
      maxBytes: 4096,
      limited: true,
      call: (p) => subscriptionRoute.POST(request("/api/push/subscription", "POST", p)),
    },
    {
      name: "DELETE /api/push/subscription",
      schema: pushUnsubscribeSchema,
      maxBytes: 4096,
      call: (p) => subscriptionRoute.DELETE(request("/api/push/subscription", "DELETE", p)),
    },
    {
      name: "POST /api/notifications (operator)",
      call: (p) =>
        notificationsRoute.POST(request("/api/notifications", "POST", p, { authorization: "Bearer hostile-operators-token-0123456789" })),
    },
    { name: "POST /api/pix/check", call: (p) => pixCheckRoute.POST(request("/api/pix/check", "POST", p)) },
  ];

  it.each(routes)(
    "$name: any body is a 4xx (or a refusal), never a 5xx, and writes nothing",
    async ({ schema, maxBytes, limited, call }) => {
      const before = await footprint();
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          tried.inputs += 1;
          const res = await call(payload);
          expect(res.status).toBeLessThan(500);
          let parsedBody: unknown = undefined;
          try {
            parsedBody = JSON.parse(payload);
          } catch {
            expect(res.status).toBeGreaterThanOrEqual(400);
          }
          const tooLarge = maxBytes !== undefined && Buffer.byteLength(payload) > maxBytes;
          if (tooLarge && !(limited && res.status === 429)) expect(res.status).toBe(413);
          else if (schema && parsedBody !== undefined && !schema.safeParse(parsedBody).success && !(limited && res.status === 429))
            expect(res.status).toBe(422);
          // The answer is JSON with a message, never a stack trace.
          const text = await res.text();
          expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
        }),
        { numRuns: 120 },
      );
      const after = await footprint();
      // A valid-looking mark-read of an id nobody has changes no row; the operator route may
      // only create notifications for a valid document, which random bodies never are.
      expect(after).toEqual(before);
    },
  );

  it("GET /api/notifications: any query string is a 200 or a 422", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("status", "limit", "order", "x"), hostileString, { maxKeys: 4 }), async (params) => {
        tried.inputs += 1;
        const url = `/api/notifications?${new URLSearchParams(params)}`;
        const res = await notificationsRoute.GET(new Request(`http://central.test${url}`));
        expect([200, 422]).toContain(res.status);
      }),
      { numRuns: 100 },
    );
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { invoiceTokens, sugestaoCentral } from "@/lib/vendors/db/schema";
import { DEMO_TXID_ATIVA } from "@/sandbox/efi";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";
import { browserSubscription } from "../support/push-keys";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

/*
 * Every limited request past its limit: route handlers answer 429 with the pt-BR message and
 * Retry-After, server actions answer the message. Each is also sent 50 times at once (or past
 * its limit), and the forged X-Forwarded-For of the public ones never earns a fresh counter.
 */

type Customer = { id: string; document: string; name: string; email: string; phone: string };
const ctx = vi.hoisted(() => ({ customer: null as Customer | null, headers: new Headers() }));
vi.mock("@/lib/auth/session", () => ({
  currentCustomer: async () => ctx.customer,
  currentSession: async () => ctx.customer && { customer: ctx.customer, sid: null, loginAt: Date.now() },
}));
vi.mock("next/headers", () => ({ headers: async () => ctx.headers }));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const pushSubscription = await import("@/app/api/push/subscription/route");
const pushTest = await import("@/app/api/push/test/route");
const pixCheck = await import("@/app/api/pix/check/route");
const notificationsRead = await import("@/app/api/notifications/read/route");
const webhook = await import("@/app/api/webhooks/efi/route");
const { createTicket } = await import("@/app/(per-request)/(portal)/support/actions");
const { createSuggestion } = await import("@/app/(per-request)/(portal)/suggestions/actions");
const { changePassword } = await import("@/app/(per-request)/(portal)/profile/actions");
const { requestInvoiceAccess } = await import("@/app/prerendered/[brand]/verificar-fatura/actions");

const { maria, carlos } = DEMO_CUSTOMERS;
const session = (who: typeof maria): Customer => ({ id: "1", document: who.digits, name: who.name, email: "", phone: "" });
const LIMITED = /^Muitas solicitações em pouco tempo\. Por segurança, aguarde e tente novamente às \d{2}:\d{2}\.$/;

let sgp: SgpTestSandbox;
let efi: EfiTestEnv;
beforeAll(async () => {
  [sgp, efi] = await Promise.all([startSgpForTests(), startEfiForTests()]);
  Object.assign(process.env, sgp.env, { EFI_PIX_URL: efi.pixBaseUrl, EFI_CHARGES_URL: efi.chargesBaseUrl, EFI_PIX_KEY: efi.pixKey });
});
afterAll(async () => {
  await Promise.all([sgp.close(), efi.close()]);
  delete process.env.TRUSTED_PROXY_HOPS;
});

const post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function expect429(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  return (await response.json()) as Record<string, unknown>;
}

describeEachDatabase("limits of routes and actions", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await Promise.all([sgp.reset(), efi.reset()]);
    delete process.env.TRUSTED_PROXY_HOPS;
    ctx.customer = session(maria);
    ctx.headers = new Headers({ "x-forwarded-for": "198.51.100.60" });
  });

  it("push subscription: 10 an hour per customer, then 429", async () => {
    const subscribe = () => pushSubscription.POST(post("http://localhost/api/push/subscription", browserSubscription()));
    const answers = await Promise.all(Array.from({ length: 50 }, subscribe));
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(LIMITS.pushSubscription.limit);
    expect((await expect429(await subscribe())).error).toMatch(LIMITED);
    ctx.customer = session(carlos);
    expect((await subscribe()).status).not.toBe(429);
  });

  it("test push: 5 in 15 minutes per customer, then 429", async () => {
    const test = () => pushTest.POST(post("http://localhost/api/push/test"));
    for (let i = 0; i < LIMITS.pushTest.limit; i++) expect((await test()).status).not.toBe(429);
    expect((await expect429(await test())).error).toMatch(LIMITED);
  });

  it("ticket creation: 5 an hour per customer; the 6th reaches no subscriber system", async () => {
    const open = (i: number) => createTicket({ servico: `${DEMO_CONTRACTS.maria}-30101`, motivo: "7", descricao: `Internet lenta ${i}` });
    for (let i = 0; i < LIMITS.ticket.limit; i++) expect(await open(i)).toMatchObject({ ok: true });
    const calls = sgp.calls.length;
    expect(await open(99)).toEqual({ ok: false, error: expect.stringMatching(LIMITED) });
    expect(sgp.calls.length).toBe(calls);
  });

  it("suggestions: 5 an hour per customer, even 50 at once", async () => {
    const send = (i: number) => createSuggestion({ titulo: `Ideia ${i}`, descricao: "texto", categoria: "geral", prioridade: 2 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(i)));
    expect(answers.filter((a) => a.ok)).toHaveLength(LIMITS.suggestion.limit);
    expect(answers.filter((a) => !a.ok).every((a) => !a.ok && LIMITED.test(a.error))).toBe(true);
    expect(await getDb().select().from(sugestaoCentral)).toHaveLength(LIMITS.suggestion.limit);
  });

  it("password change: 5 an hour per customer, right or wrong", async () => {
    ctx.customer = session(carlos);
    let current = carlos.password;
    for (let i = 0; i < LIMITS.passwordChange.limit; i++) {
      const next = `nova-senha-${i}`;
      expect(await changePassword({ atual: current, nova: next, confirmacao: next })).toMatchObject({ ok: true });
      current = next;
    }
    expect(await changePassword({ atual: current, nova: "outra-senha-final", confirmacao: "outra-senha-final" })).toEqual({
      ok: false,
      error: expect.stringMatching(LIMITED),
    });
  });

  it("invoice lookup: 50 at once from one address create exactly 10 links", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => requestInvoiceAccess({ documento: String(10_000_000_000 + i) })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(LIMITS.invoiceLookup.limit);
    expect(await getDb().select().from(invoiceTokens)).toHaveLength(LIMITS.invoiceLookup.limit);
  });

  it("PIX check: 50 at once from one address get exactly 30 answers, the rest 429", async () => {
    const check = () =>
      pixCheck.POST(post("http://localhost/api/pix/check", { txid: DEMO_TXID_ATIVA }, { "x-forwarded-for": "198.51.100.61" }));
    const answers = await Promise.all(Array.from({ length: 50 }, check));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(LIMITS.pixCheck.limit);
    const refused = await expect429(answers.find((r) => r.status === 429)!);
    expect(refused).toMatchObject({ success: false, message: expect.stringMatching(/^Muitas verificações em pouco tempo\./) });
  });

  describe("bodies: refused past their size with 413 before they are read, after the limiter", () => {
    /** A body that says how much of it was read: 2 MB in 64 KB chunks, with or without Content-Length. */
    function hugeRequest(url: string, { declared = true, headers = {} as Record<string, string> } = {}) {
      const chunk = new TextEncoder().encode(`{"txid":"${"A".repeat(64 * 1024)}`);
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled++;
            if (pulled > 32) controller.close();
            else controller.enqueue(chunk);
          },
        },
        { highWaterMark: 0 },
      );
      const request = new Request(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          ...(declared && { "content-length": String(32 * chunk.length) }),
          ...headers,
        },
        body,
        duplex: "half",
      } as RequestInit);
      return { request, pulled: () => pulled };
    }

    it("the PIX check answers 413 to a 2 MB body, declared or streamed, reading at most 1 KB of it", async () => {
      for (const declared of [true, false]) {
        const huge = hugeRequest("http://localhost/api/pix/check", { declared, headers: { "x-forwarded-for": "198.51.100.80" } });
        const response = await pixCheck.POST(huge.request);
        expect(response.status).toBe(413);
        expect(huge.pulled()).toBeLessThanOrEqual(declared ? 0 : 2);
      }
    });

    it("the PIX check's limiter comes first: past it, a large body gets 429, unread", async () => {
      for (let i = 0; i < LIMITS.pixCheck.limit; i++) {
        await pixCheck.POST(post("http://localhost/api/pix/check", { txid: "x" }, { "x-forwarded-for": "198.51.100.81" }));
      }
      const huge = hugeRequest("http://localhost/api/pix/check", { headers: { "x-forwarded-for": "198.51.100.81" } });
      expect((await pixCheck.POST(huge.request)).status).toBe(429);
      expect(huge.pulled()).toBe(0);
    });

    it("the customer's routes answer 413 past 1 KB (push subscriptions past what a subscription needs)", async () => {
      const read = hugeRequest("http://localhost/api/notifications/read");
      expect((await notificationsRead.POST(read.request)).status).toBe(413);
      const subscription = hugeRequest("http://localhost/api/push/subscription");
      expect((await pushSubscription.POST(subscription.request)).status).toBe(413);
      expect(read.pulled() + subscription.pulled()).toBe(0);
      // A real subscription, with the longest endpoint the schema allows, still fits.
      const longest = { ...browserSubscription(), endpoint: `https://fcm.googleapis.com/fcm/send/${"a".repeat(2000)}` };
      expect((await pushSubscription.POST(post("http://localhost/api/push/subscription", longest))).status).not.toBe(413);
    });

    it("the PIX webhook refuses a body past its own size unread", async () => {
      process.env.EFI_WEBHOOK_SECRET = "w".repeat(64);
      const huge = hugeRequest(`http://localhost/api/webhooks/efi?hmac=${"w".repeat(64)}`, {
        headers: { "content-length": String(2 * 1024 * 1024) },
      });
      expect((await webhook.POST(huge.request)).status).toBe(413);
      expect(huge.pulled()).toBe(0);
    });
  });

  describe.each([
    { hops: 0, chain: (forged: string) => `${forged}, 198.51.100.70` },
    { hops: 1, chain: (forged: string) => `${forged}, 198.51.100.70, 127.0.0.1` },
  ])("a forged X-Forwarded-For with TRUSTED_PROXY_HOPS=$hops", ({ hops, chain }) => {
    beforeEach(() => {
      process.env.TRUSTED_PROXY_HOPS = String(hops);
    });

    it("never gives a fresh counter to the PIX check", async () => {
      for (let i = 0; i < LIMITS.pixCheck.limit; i++) {
        const response = await pixCheck.POST(
          post("http://localhost/api/pix/check", { txid: "x" }, { "x-forwarded-for": chain(`203.0.113.${i}`) }),
        );
        expect(response.status).not.toBe(429);
      }
      const forged = await pixCheck.POST(
        post("http://localhost/api/pix/check", { txid: "x" }, { "x-forwarded-for": chain("192.0.2.250") }),
      );
      expect(forged.status).toBe(429);
    });

    it("never gives a fresh counter to the invoice lookup", async () => {
      for (let i = 0; i <= LIMITS.invoiceLookup.limit; i++) {
        ctx.headers = new Headers({ "x-forwarded-for": chain(`203.0.113.${i}`) });
        const answer = await requestInvoiceAccess({ documento: maria.document });
        expect(answer.ok).toBe(i < LIMITS.invoiceLookup.limit);
      }
    });
  });
});

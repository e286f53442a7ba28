import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { clientes, notificacaoCentral, reminderEmailOptouts } from "@/lib/vendors/db/schema";
import { runReminders } from "@/lib/reminders/job";
import { reminderMessages } from "@/lib/reminders/messages";
import type { SandboxMessage } from "@/sandbox/mail/server";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { startMailForTests, type MailTestSandbox } from "@/tests/support/mail-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

const unsubscribeRoute = await import("@/app/api/reminders/unsubscribe/route");

/*
 * The reminders' e-mail over real SMTP (the mail sandbox) with the SGP sandbox and a real database:
 * who gets it, its list headers (RFC 8058) and the one-click unsubscribe the portal honours, while
 * the in-app reminder goes on. A GET of the link, or a forged token, unsubscribes nobody.
 */

/** The SGP sandbox's "today"; at RUN_AT Maria's open invoice is due in 3 days, on DUE_DAY it is due. */
const BASE = new Date("2026-11-24T12:00:00-03:00");
const RUN_AT = new Date("2026-12-01T10:00:00-03:00");
const DUE_DAY = new Date("2026-12-04T08:00:00-03:00");
const PORTAL = "https://central.velozfibra.example";
const { maria } = DEMO_CUSTOMERS;
const MARIA_EMAIL = "maria.santos@example.com";

let sgp: SgpTestSandbox;
let mail: MailTestSandbox;
const savedEnv = { ...process.env };

beforeAll(async () => {
  sgp = await startSgpForTests({ now: () => BASE });
  mail = await startMailForTests();
  Object.assign(process.env, sgp.env, mail.env, {
    NEXTAUTH_URL: PORTAL,
    BRAND: "velozfibra",
    AUTH_SECRET: randomBytes(32).toString("base64"),
    MAIL_FROM: "velozfibra=nao-responda@velozfibra.example",
  });
});

afterAll(async () => {
  process.env = savedEnv;
  await sgp.close();
  await mail.close();
});

const unsubscribe = (method: "GET" | "POST", url: string, body?: string) =>
  unsubscribeRoute[method](
    new Request(url, { method, body, headers: body === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" } }),
  );
/** The List-Unsubscribe link of a message, without its angle brackets. */
const linkOf = (message: SandboxMessage) => /^<(.+)>$/.exec(message.headers?.["list-unsubscribe"] ?? "")?.[1] ?? "";

describeEachDatabase("reminders by e-mail", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sgp.reset();
    await mail.clear();
    // A subscriber who has signed in (lib/auth/login.ts): no notification, no push subscription.
    await getDb().insert(clientes).values({ cpf: maria.digits, nome: "Maria", email: "" });
  });

  const reminders = async () =>
    (
      await getDb()
        .select({ titulo: notificacaoCentral.titulo })
        .from(notificacaoCentral)
        .where(eq(notificacaoCentral.categoria, "fatura"))
        .orderBy(asc(notificacaoCentral.id))
    ).map((r) => r.titulo);
  const optouts = () => getDb().select({ documento: reminderEmailOptouts.clienteDocumento }).from(reminderEmailOptouts);

  async function firstEmail(): Promise<SandboxMessage> {
    const run = await runReminders({ clock: () => RUN_AT });
    expect(run).toMatchObject({ sent: 1, emails: 1, errors: 0 });
    const inbox = await mail.fetchInbox();
    expect(inbox).toHaveLength(1);
    return inbox[0]!;
  }

  it("sends the reminder to the address the SGP has, with the invoice's link and both unsubscribe headers, once", async () => {
    const message = await firstEmail();
    const invoice = sgp.data().titulos.find((t) => t.status === "aberto" && t.dataVencimento === "2026-12-04")!;
    expect(message).toMatchObject({
      channel: "email",
      from: '"Veloz Fibra" <nao-responda@velozfibra.example>',
      to: MARIA_EMAIL,
      subject: "Veloz Fibra: sua fatura vence em 3 dias",
      headers: { "list-unsubscribe-post": "List-Unsubscribe=One-Click" },
    });
    expect(message.text).toContain(
      `Sua fatura vence em 3 dias: a fatura ${invoice.numeroDocumento} da Veloz Fibra, de R$\u00a0119,90, vence em 04/12/2026.`,
    );
    expect(message.text).toContain(`${PORTAL}/invoices#fatura-${invoice.numeroDocumento}`);
    const link = new URL(linkOf(message));
    expect(`${link.origin}${link.pathname}`).toBe(`${PORTAL}/api/reminders/unsubscribe`);
    expect(message.text).toContain(link.toString());
    // The token names Maria without showing her document.
    expect(link.searchParams.get("t")).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    for (const shown of [linkOf(message), message.text]) expect(shown).not.toContain(maria.digits);

    // Later runs send the same reminder no more, by e-mail either.
    expect(await runReminders({ clock: () => new Date("2026-12-01T16:00:00-03:00") })).toMatchObject({
      sent: 0,
      alreadySent: 1,
      emails: 0,
    });
    expect(await mail.fetchInbox()).toHaveLength(1);
  });

  it("a one-click POST opts out: the next reminder is in the portal but not in the inbox", async () => {
    const link = linkOf(await firstEmail());
    const answer = await unsubscribe("POST", link, "List-Unsubscribe=One-Click");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(reminderMessages.unsubscribe.done.text);
    expect(await optouts()).toEqual([{ documento: maria.digits }]);
    // Twice is still once.
    expect((await unsubscribe("POST", link, "List-Unsubscribe=One-Click")).status).toBe(200);
    expect(await optouts()).toHaveLength(1);

    await mail.clear();
    expect(await runReminders({ clock: () => DUE_DAY })).toMatchObject({ sent: 1, emails: 0, errors: 0 });
    expect(await reminders()).toEqual(["Sua fatura vence em 3 dias", "Sua fatura vence hoje"]);
    expect(await mail.fetchInbox()).toEqual([]);
  });

  it("a GET of the link (a scanner, a click) changes nothing and offers a button that POSTs", async () => {
    const link = linkOf(await firstEmail());
    const answer = await unsubscribe("GET", link);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('<form method="post" action="/api/reminders/unsubscribe?t=');
    expect(page).toContain(reminderMessages.unsubscribe.confirm.button);
    expect(await optouts()).toEqual([]);
  });

  it("refuses forged, altered and raw-document tokens and records nothing", async () => {
    const link = new URL(linkOf(await firstEmail()));
    const token = link.searchParams.get("t")!;
    const altered = `${token.slice(0, 20)}${token[20] === "A" ? "B" : "A"}${token.slice(21)}`;
    const forgedSecret = await (async () => {
      const saved = process.env.AUTH_SECRET;
      process.env.AUTH_SECRET = randomBytes(32).toString("base64");
      const { unsubscribeToken } = await import("@/lib/reminders/unsubscribe");
      const forged = unsubscribeToken(maria.digits)!;
      process.env.AUTH_SECRET = saved;
      return forged;
    })();
    for (const t of [altered, forgedSecret, maria.digits, "", "x".repeat(500)]) {
      const url = new URL(link);
      url.searchParams.set("t", t);
      const post = await unsubscribe("POST", url.toString(), "List-Unsubscribe=One-Click");
      expect(post.status, t).toBe(400);
      expect((await unsubscribe("GET", url.toString())).status, t).toBe(400);
    }
    expect(await optouts()).toEqual([]);
    // A body past the limit is refused before anything is read.
    expect((await unsubscribe("POST", link.toString(), "x".repeat(4096))).status).toBe(413);
    expect(await optouts()).toEqual([]);
  });

  it("during an AUTH_SECRET rotation, links sealed with the previous secret still unsubscribe", async () => {
    const link = linkOf(await firstEmail());
    const old = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = randomBytes(32).toString("base64");
    try {
      expect((await unsubscribe("POST", link, "List-Unsubscribe=One-Click")).status).toBe(400);
      process.env.AUTH_SECRET_PREVIOUS = old;
      expect((await unsubscribe("POST", link, "List-Unsubscribe=One-Click")).status).toBe(200);
    } finally {
      process.env.AUTH_SECRET = old;
      delete process.env.AUTH_SECRET_PREVIOUS;
    }
    expect(await optouts()).toEqual([{ documento: maria.digits }]);
  });

  it("sends no e-mail when MAIL_FROM has no sender for the brand; the reminder still goes out", async () => {
    process.env.MAIL_FROM = "conectasul=nao-responda@conectasul.example";
    try {
      expect(await runReminders({ clock: () => RUN_AT })).toMatchObject({ sent: 1, emails: 0, errors: 0 });
    } finally {
      process.env.MAIL_FROM = "velozfibra=nao-responda@velozfibra.example";
    }
    expect(await reminders()).toEqual(["Sua fatura vence em 3 dias"]);
    expect(await mail.fetchInbox()).toEqual([]);
  });
});

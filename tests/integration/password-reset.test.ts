import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authenticate, LoginError } from "@/lib/auth/login";
import { RESET_ERROR, recoveryMessages } from "@/lib/auth/recovery/messages";
import { requestResetCode } from "@/lib/auth/recovery/request";
import { resetPassword, ResetError } from "@/lib/auth/recovery/reset";
import { isSessionRevoked } from "@/lib/auth/revocation";
import { CODE_MAX_ATTEMPTS } from "@/lib/auth/recovery/codes";
import { openPostgres } from "@/lib/vendors/db/connect";
import { notificacaoCentral, passwordResetCodes, pushSubscriptions } from "@/lib/vendors/db/schema";
import { log } from "@/lib/platform/log";
import { DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import type { SandboxMessage } from "@/sandbox/mail/server";
import { setAppDatabase } from "../support/app-database";
import { createTestDatabase, describeEachDatabase, testDatabaseUrl, truncateAll } from "../support/db";
import { startMailForTests, type MailTestSandbox } from "../support/mail-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

/*
 * Password reset and first access by a one-time code, end to end below the browser: the answer
 * first (the same for everyone), then what Next.js's after() runs (the SGP lookup and a real SMTP
 * exchange with the mail sandbox, an SMS through its Zenvia stand-in), then the code and the new
 * password.
 */

const afterTasks = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void afterTasks.push(task) }));
const runAfterResponse = () => Promise.all(afterTasks.splice(0).map((task) => task()));

const { carlos, maria, ana, joao, empresa, paula, rafael } = DEMO_CUSTOMERS;
const NEW_PASSWORD = "cavalo bateria grampo correto";
let sgp: SgpTestSandbox;
let mail: MailTestSandbox;
let ipCount = 0;
/** A new client address per call: the per-address limit stays out of tests about something else. */
const freshIp = () => `198.51.100.${(ipCount++ % 250) + 1}`;

beforeAll(async () => {
  [sgp, mail] = await Promise.all([startSgpForTests(), startMailForTests()]);
  Object.assign(process.env, sgp.env, mail.env, { LOGIN_RULES: "secure", SMS_FROM: "velozfibra=VelozFibra" });
});
afterAll(async () => {
  delete process.env.SMS_FROM;
  await Promise.all([sgp.close(), mail.close()]);
});

async function ask(documento: string, options: { ip?: string; brand?: "velozfibra" | "conectasul" } = {}) {
  const answer = await requestResetCode({ documento }, options.ip ?? freshIp(), options.brand ?? "velozfibra");
  await runAfterResponse();
  return answer;
}

/** A valid CPF per number, none of them a demo customer's (the SGP answers "not found"). */
function strangerCpf(n: number): string {
  const base = String(300_000_000 + n)
    .split("")
    .map(Number);
  const check = (digits: number[]) => {
    const rest = (digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return [...base, first, check([...base, first])].join("");
}

const codeIn = (message: SandboxMessage) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? "";

/** Asks for a code for the customer and reads it from the sandbox's inbox. */
async function codeFor(customer: { document: string }, ip?: string): Promise<string> {
  await mail.clear();
  expect(await ask(customer.document, { ip })).toMatchObject({ ok: true });
  const [message] = await mail.fetchInbox();
  return codeIn(message!);
}

async function reset(documento: string, codigo: string, senha = NEW_PASSWORD, extra: Record<string, string> = {}) {
  try {
    return await resetPassword({ documento, codigo, senha, ...extra }, extra.ip ?? freshIp());
  } catch (error) {
    if (error instanceof ResetError) return error.message;
    throw error;
  }
}

async function login(documento: string, senha: string) {
  try {
    await authenticate({ documento, senha, ip: freshIp() });
    return "ok";
  } catch (error) {
    if (error instanceof LoginError) return error.code;
    throw error;
  }
}

describeEachDatabase("password reset by code", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sgp.reset();
    await mail.clear();
    afterTasks.length = 0;
  });

  it("sends a code by e-mail, and by SMS where the brand has a sender; the code works once and signs in with the new password", async () => {
    const logged = [vi.spyOn(log, "info"), vi.spyOn(log, "warn"), vi.spyOn(log, "error")];
    expect(await ask(carlos.document)).toEqual({ ok: true, data: undefined, message: recoveryMessages.sent.description });
    const inbox = await mail.fetchInbox();
    const email = inbox.find((m) => m.channel === "email")!;
    const sms = inbox.find((m) => m.channel === "sms")!;
    expect(email).toMatchObject({ to: "carlos.souza@example.com", subject: "Veloz Fibra: seu código para criar uma nova senha" });
    expect(email.text).toContain("do CPF/CNPJ 123.***.***-09");
    expect(email.text).toMatch(/Recebemos em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)/);
    expect(email.text).toContain("Ninguém da Veloz Fibra vai pedir este código");
    expect(sms).toMatchObject({ to: "5519996543210", from: "VelozFibra" });
    const code = codeIn(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(codeIn(sms)).toBe(code);

    // Only a keyed hash is stored.
    const [row] = await getDb().select().from(passwordResetCodes);
    expect(row?.codeHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    expect(await reset(carlos.document, code)).toMatchObject({ document: carlos.digits, name: carlos.name });
    expect(await reset(carlos.document, code, "outra senha bem comprida")).toBe(RESET_ERROR.codeRejected);
    expect(await login(carlos.document, carlos.password)).toBe("INVALID_CREDENTIALS");
    expect(await login(carlos.document, NEW_PASSWORD)).toBe("ok");
    const notifications = await getDb().select().from(notificacaoCentral).where(eq(notificacaoCentral.clienteDocumento, carlos.digits));
    expect(notifications.map((n) => n.titulo)).toEqual(["Senha redefinida"]);

    const lines = JSON.stringify(logged.flatMap((spy) => spy.mock.calls));
    expect(lines).not.toContain(code);
    expect(lines).not.toContain("carlos.souza@example.com");
    expect(lines).not.toContain("99654");
    vi.restoreAllMocks();
  });

  it("a brand without an SMS sender sends e-mail only, to every address on file", async () => {
    expect(await ask(empresa.document, { brand: "conectasul" })).toMatchObject({ ok: true });
    const inbox = await mail.fetchInbox();
    expect(inbox.map((m) => [m.channel, m.to]).sort()).toEqual([
      ["email", "financeiro@exemplotelecom.example"],
      ["email", "ti@exemplotelecom.example"],
    ]);
    expect(inbox[0]!.subject).toBe("Conecta Sul: seu código para criar uma nova senha");
    expect(inbox[0]!.text).toContain("11.***.***/0001-81");
  });

  it(`locks a code after ${CODE_MAX_ATTEMPTS} wrong tries: the right one then fails too`, async () => {
    const code = await codeFor(maria);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(await reset(maria.document, wrong)).toBe(RESET_ERROR.codeRejected);
    expect(await reset(maria.document, code)).toBe(RESET_ERROR.codeRejected);
    expect(await login(maria.document, maria.password)).toBe("ok");
  });

  it("tries sent at once still stop at 5, whatever their number", async () => {
    const code = await codeFor(joao);
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, "0")).filter((g) => g !== code);
    await Promise.all(guesses.map((guess) => reset(joao.document, guess)));
    const [row] = await getDb().select().from(passwordResetCodes);
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS);
    expect(await reset(joao.document, code)).toBe(RESET_ERROR.codeRejected);
  });

  it("an expired code fails, and a new code cancels the old one", async () => {
    const old = await codeFor(paula);
    await getDb()
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await reset(paula.document, old)).toBe(RESET_ERROR.codeRejected);

    const first = await codeFor(paula);
    const second = await codeFor(paula);
    if (first !== second) expect(await reset(paula.document, first)).toBe(RESET_ERROR.codeRejected);
    expect(await reset(paula.document, second)).toMatchObject({ document: paula.digits });
  });

  it("a new password against the rules is refused before the code is tried, which stays usable", async () => {
    const code = await codeFor(rafael);
    expect(await reset(rafael.document, code, "curta")).toBe(`${RESET_ERROR.weakPassword}:tooShort`);
    expect(await reset(rafael.document, code, "qwertyuiop123")).toBe(`${RESET_ERROR.weakPassword}:common`);
    expect(await reset(rafael.document, code, `senha ${rafael.digits}`)).toBe(`${RESET_ERROR.weakPassword}:document`);
    const [row] = await getDb().select().from(passwordResetCodes);
    expect(row?.attempts).toBe(0);
    expect(await reset(rafael.document, code)).toMatchObject({ document: rafael.digits });
  });

  it("unknown and known documents, and a known one without e-mail or mobile, get the same answer; only the known one is sent a code", async () => {
    await fetch(`${sgp.url}/__sandbox/sgp/omit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cpfcnpj: ana.digits, fields: ["contatos", "email", "emails", "celular", "celulares", "telefones"] }),
    });
    const answers = [await ask(carlos.document), await ask(UNKNOWN_DOCUMENT), await ask(ana.document)];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const inbox = await mail.fetchInbox();
    expect([...new Set(inbox.map((m) => m.to))].sort()).toEqual(["5519996543210", "carlos.souza@example.com"]);
    // Nobody to send to: no code was made.
    expect((await getDb().select().from(passwordResetCodes)).map((r) => r.clienteDocumento)).toEqual([carlos.digits]);
    expect(await reset(UNKNOWN_DOCUMENT, "123456")).toBe(RESET_ERROR.codeRejected);
  });

  it("answers before the SGP is asked or anything is sent, in the same time for known and unknown documents", async () => {
    // A slow SGP (1 s): a lookup before the answer would show in its time.
    sgp.setLatency(1000);
    const timed = async (documento: string) => {
      const calls = sgp.calls.length;
      const started = performance.now();
      const answer = await requestResetCode({ documento }, freshIp(), "velozfibra");
      const ms = performance.now() - started;
      expect(answer).toEqual({ ok: true, data: undefined, message: recoveryMessages.sent.description });
      // Nothing asked of the SGP, nothing sent yet: that is left for after the response.
      expect(sgp.calls.length).toBe(calls);
      expect(afterTasks).toHaveLength(1);
      afterTasks.length = 0;
      return ms;
    };
    const known = [carlos, maria, joao, ana, empresa, paula, rafael].map((c) => c.document);
    const unknown = known.map((_, i) => strangerCpf(i));
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < known.length; i++) {
      times.known.push(await timed(known[i]!));
      times.unknown.push(await timed(unknown[i]!));
    }
    sgp.setLatency(0);
    expect(await mail.fetchInbox()).toEqual([]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Far below the SGP's second (the database's two counters only, even on a busy machine), and close to each other.
    expect(Math.max(median(times.known), median(times.unknown))).toBeLessThan(600);
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(150);
  });

  it("gives at most 3 codes per document and 10 per address an hour, for any document", async () => {
    const refused = (answer: { ok: boolean; error?: string }) =>
      !answer.ok && /aguarde e tente novamente às \d{2}:\d{2}/.test(answer.error ?? "");
    for (let i = 0; i < 3; i++) expect(await ask(UNKNOWN_DOCUMENT)).toMatchObject({ ok: true });
    expect(refused(await ask(UNKNOWN_DOCUMENT))).toBe(true);
    // Known or not, the refusal is the same.
    for (let i = 0; i < 3; i++) expect(await ask(carlos.document)).toMatchObject({ ok: true });
    const fourth = await ask(carlos.document);
    expect(refused(fourth)).toBe(true);

    const ip = "203.0.113.7";
    const documents = [maria, joao, ana, empresa, paula, rafael].map((c) => c.document);
    for (let i = 0; i < 10; i++) expect(await ask(documents[i] ?? strangerCpf(100 + i), { ip })).toMatchObject({ ok: true });
    expect(refused(await ask(strangerCpf(200), { ip }))).toBe(true);
    // Another address still gets its codes.
    expect(await ask(strangerCpf(200))).toMatchObject({ ok: true });
  });

  it("a reset ends every session of the customer and removes the push subscriptions of the other browsers", async () => {
    const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
    const subscription = (cliente: string, name: string) => ({
      clienteDocumento: cliente,
      endpoint: endpoint(name),
      p256dh: "p",
      auth: "a",
    });
    await getDb()
      .insert(pushSubscriptions)
      .values([
        subscription(carlos.digits, "this-browser"),
        subscription(carlos.digits, "lost-phone"),
        subscription(maria.digits, "maria"),
      ]);
    const before = Date.now() - 1000;
    const sessions = [
      { document: carlos.digits, sid: "lost-phone", loginAt: before },
      { document: carlos.digits, sid: "office", loginAt: before - 60_000 },
      { document: maria.digits, sid: "maria", loginAt: before },
    ];
    const code = await codeFor(carlos);
    expect(await reset(carlos.document, code, NEW_PASSWORD, { pushEndpoint: endpoint("this-browser") })).toMatchObject({
      document: carlos.digits,
    });
    expect(await Promise.all(sessions.map(isSessionRevoked))).toEqual([true, true, false]);
    // The session the reset signs in is issued after it: not ended.
    expect(await isSessionRevoked({ document: carlos.digits, sid: "new", loginAt: Date.now() })).toBe(false);
    const left = await getDb().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((r) => r.endpoint).sort()).toEqual([endpoint("maria"), endpoint("this-browser")]);
  });

  it("opens a document the login had locked: the reset clears its failures", async () => {
    for (let i = 0; i < 5; i++) await login(ana.document, `errada-${i}`);
    expect(await login(ana.document, ana.password)).toBe("RATE_LIMITED");
    const code = await codeFor(ana);
    expect(await reset(ana.document, code)).toMatchObject({ document: ana.digits });
    expect(await login(ana.document, NEW_PASSWORD)).toBe("ok");
  });
});

// Two instances of the portal share nothing but the database: the limits and the tries add up.
describe.runIf(testDatabaseUrl)("reset limits shared by two instances [postgres]", () => {
  it("3 codes per document and 5 tries per code, whichever instance answers", async () => {
    const database = await createTestDatabase("postgres");
    const instances = [openPostgres(database.url!), openPostgres(database.url!)];
    const on = (i: number) => setAppDatabase(instances[i % 2]!);
    try {
      await sgp.reset();
      await mail.clear();
      for (let i = 0; i < 3; i++) {
        on(i);
        expect(await ask(maria.document)).toMatchObject({ ok: true });
      }
      on(1);
      expect(await ask(maria.document)).toMatchObject({ ok: false });
      const code = codeIn((await mail.fetchInbox())[0]!);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
        on(i);
        expect(await reset(maria.document, wrong)).toBe(RESET_ERROR.codeRejected);
      }
      on(0);
      expect(await reset(maria.document, code)).toBe(RESET_ERROR.codeRejected);
    } finally {
      setAppDatabase(null);
      await Promise.all(instances.map((instance) => instance.close()));
      await database.close();
    }
  });
});

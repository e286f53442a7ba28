import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi, type MockInstance } from "vitest";
import { LIMITS, NEW_ADDRESS_FAILURES } from "@/lib/platform/rate-limit/limits";
import { authenticate, LoginError } from "@/lib/auth/login";
import { LOGIN_ERROR } from "@/lib/auth/messages";
import { rateLimits } from "@/lib/vendors/db/schema";
import { sgp } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

/*
 * The login's limits under attack: attempts sent at once, from one address or many, against one
 * document or many. "Reached the password check" is counted at the subscriber-system lookup every
 * credential check starts with.
 */

const { maria, joao, carlos, paula } = DEMO_CUSTOMERS;
let sandbox: SgpTestSandbox;
let lookups: MockInstance;

beforeAll(async () => {
  sandbox = await startSgpForTests();
  Object.assign(process.env, sandbox.env, { LOGIN_RULES: "secure" });
});
afterAll(() => sandbox.close());

type Answer = "ok" | (typeof LOGIN_ERROR)[keyof typeof LOGIN_ERROR];

async function attempt(documento: string, senha: string, ip: string | null): Promise<Answer> {
  try {
    await authenticate({ documento, senha, ip });
    return "ok";
  } catch (error) {
    if (error instanceof LoginError) return error.code;
    throw error;
  }
}

const tally = (answers: Answer[]) => ({
  invalid: answers.filter((a) => a === LOGIN_ERROR.invalidCredentials).length,
  limited: answers.filter((a) => a === LOGIN_ERROR.rateLimited).length,
  ok: answers.filter((a) => a === "ok").length,
});

/** A valid CPF per number, none of them a demo customer (the SGP answers "not found"). */
function cpf(n: number): string {
  const base = String(200_000_000 + n)
    .split("")
    .map(Number);
  const check = (digits: number[]) => {
    const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return [...base, first, check([...base, first])].join("");
}

describeEachDatabase("login limits", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sandbox.reset();
    lookups = vi.spyOn(sgp(), "findCustomer");
  });

  it("50 wrong passwords at once from one new address: 3 reach the password check, the rest are refused unchecked", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(joao.document, `errada-${i}`, "198.51.100.20")));
    expect(lookups).toHaveBeenCalledTimes(NEW_ADDRESS_FAILURES);
    // The third checked failure is the one that uses the address's last attempt: it already says so.
    expect(tally(answers)).toEqual({ invalid: NEW_ADDRESS_FAILURES - 1, limited: 50 - (NEW_ADDRESS_FAILURES - 1), ok: 0 });
  });

  it("50 at once from the owner's address: 5 reach the check, never more", async () => {
    expect(await attempt(joao.document, joao.password, "198.51.100.21")).toBe("ok");
    lookups.mockClear();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(joao.document, `errada-${i}`, "198.51.100.21")));
    expect(lookups).toHaveBeenCalledTimes(LIMITS.loginDocument.limit);
    expect(tally(answers)).toEqual({ invalid: 4, limited: 46, ok: 0 });
  });

  it("50 at once from 50 addresses against one document: 3 reach the check", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(carlos.document, "errada", `203.0.113.${i + 1}`)));
    expect(lookups).toHaveBeenCalledTimes(NEW_ADDRESS_FAILURES);
    expect(tally(answers).invalid + tally(answers).limited).toBe(50);
  });

  it("50 at once from one address against 50 documents: 20 reach the check", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(cpf(i), "errada", "198.51.100.22")));
    expect(lookups).toHaveBeenCalledTimes(LIMITS.loginAddress.limit);
    expect(tally(answers)).toEqual({ invalid: 19, limited: 31, ok: 0 });
  });

  it("strangers cannot keep the owner out: their failures stop at 3, the owner's address still logs in", async () => {
    expect(await attempt(maria.document, maria.password, "198.51.100.30")).toBe("ok");
    for (let round = 0; round < 3; round++) {
      const strangers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(maria.document, "chute", `192.0.2.${round * 10 + i}`)),
      );
      expect(tally(strangers)).toEqual({ invalid: NEW_ADDRESS_FAILURES - 1, limited: 10 - (NEW_ADDRESS_FAILURES - 1), ok: 0 });
      // The owner's right password gets in every round; a success forgets the strangers' failures too.
      expect(await attempt(maria.document, maria.password, "198.51.100.30")).toBe("ok");
    }
  });

  it("the document's ceiling holds for everyone: 3 strangers' failures and the owner's 2 block the document", async () => {
    expect(await attempt(paula.document, paula.password, "198.51.100.31")).toBe("ok");
    lookups.mockClear();
    for (const ip of ["192.0.2.101", "192.0.2.102", "192.0.2.103"]) await attempt(paula.document, "chute", ip);
    expect(await attempt(paula.document, "engano-1", "198.51.100.31")).toBe(LOGIN_ERROR.invalidCredentials);
    expect(await attempt(paula.document, "engano-2", "198.51.100.31")).toBe(LOGIN_ERROR.rateLimited);
    expect(await attempt(paula.document, paula.password, "198.51.100.31")).toBe(LOGIN_ERROR.rateLimited);
    expect(lookups).toHaveBeenCalledTimes(LIMITS.loginDocument.limit);
  });

  it("once strangers used their 3, every address new to the document is refused, with the time its window ends", async () => {
    for (let i = 0; i < NEW_ADDRESS_FAILURES; i++) await attempt(carlos.document, "chute", "192.0.2.200");
    const error = await authenticate({ documento: carlos.document, senha: carlos.password, ip: "192.0.2.201" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect((error as LoginError).code).toBe(LOGIN_ERROR.rateLimited);
    const minutes = ((error as LoginError).retryAt!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it("without the client's address nothing is checked or counted under a shared stand-in", async () => {
    expect(await attempt(maria.document, maria.password, null)).toBe(LOGIN_ERROR.connection);
    expect(await attempt(maria.document, "errada", "")).toBe(LOGIN_ERROR.connection);
    expect(lookups).not.toHaveBeenCalled();
    expect(await getDb().select().from(rateLimits)).toEqual([]);
  });

  it("an attempt the subscriber system could not answer is not counted", async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "/api/ura/clientes/", fault: "500" }),
    });
    for (let i = 0; i < 6; i++) expect(await attempt(joao.document, "errada", "198.51.100.40")).toBe(LOGIN_ERROR.connection);
    await sandbox.reset();
    expect(await attempt(joao.document, joao.password, "198.51.100.40")).toBe("ok");
  });

  it("a block ends with its 15 minutes: the same attempts are counted afresh", async () => {
    for (let i = 0; i < NEW_ADDRESS_FAILURES; i++) await attempt(joao.document, "errada", "198.51.100.50");
    expect(await attempt(joao.document, joao.password, "198.51.100.50")).toBe(LOGIN_ERROR.rateLimited);
    // 16 minutes later, as the database sees it.
    await getDb().execute(
      sql`update rate_limits set window_start = window_start - interval '16 minutes', blocked_until = blocked_until - interval '16 minutes'`,
    );
    expect(await attempt(joao.document, joao.password, "198.51.100.50")).toBe("ok");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { authenticate, LoginError } from "@/lib/auth/login";
import { LOGIN_ERROR } from "@/lib/auth/messages";
import { hashPassword } from "@/lib/auth/password";
import { changePassword } from "@/lib/auth/password-change";
import { passwordChangeSchema } from "@/lib/auth/validations/password-change";
import { openPostgres } from "@/lib/vendors/db/connect";
import { clientes, rateLimits } from "@/lib/vendors/db/schema";
import { ALFA_TWIN_DOCUMENT, DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { setAppDatabase } from "../support/app-database";
import { createTestDatabase, describeEachDatabase, testDatabaseUrl, truncateAll } from "../support/db";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";
import { rejectionOf } from "../support/rejection";

const { maria, joao, carlos, ana } = DEMO_CUSTOMERS;
let sgp: SgpTestSandbox;

beforeAll(async () => {
  sgp = await startSgpForTests();
  Object.assign(process.env, sgp.env, { LOGIN_RULES: "secure" });
});

afterAll(async () => {
  await sgp.close();
});

function setLoginRules(rules: "secure" | "legacy") {
  process.env.LOGIN_RULES = rules;
}

async function failure(promise: Promise<unknown>): Promise<LoginError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(LoginError);
  return error as LoginError;
}

describeEachDatabase("login", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sgp.reset();
    setLoginRules("secure");
  });

  it("accepts the contract's central password and stores only a hash of it", async () => {
    const customer = await authenticate({ documento: maria.document, senha: maria.password, ip: "10.0.0.1" });
    expect(customer).toMatchObject({ document: maria.digits, name: maria.name });
    expect(customer.email).toContain("@");
    const [row] = await getDb().select().from(clientes).where(eq(clientes.cpf, maria.digits));
    expect(row?.senhaCentral).toMatch(/^scrypt\$/);
    expect(row?.senhaCentral).not.toContain(maria.password);
  });

  describe("the first login: the SGP checks the central password (POST /api/central/contratos)", () => {
    const sent = (path: string) => sgp.sentRequests(path);

    it("asks the central API with the subscriber's own document and password, then keeps its own hash", async () => {
      await authenticate({ documento: joao.document, senha: joao.password, ip: "10.0.6.1" });
      expect((await sent("/api/central/contratos")).map((r) => r.body)).toEqual([{ cpfcnpj: joao.digits, senha: joao.password }]);
      // The central password is not read from the customer lookup, nor from consultacliente.
      expect(await sent("/api/ura/consultacliente/")).toEqual([]);
      // Later logins check the portal's own hash: the password no longer goes to the SGP.
      await authenticate({ documento: joao.document, senha: joao.password, ip: "10.0.6.1" });
      await failure(authenticate({ documento: joao.document, senha: "errada", ip: "10.0.6.1" }));
      expect(await sent("/api/central/contratos")).toHaveLength(1);
    });

    it("a password the SGP refuses is refused, and nothing is stored", async () => {
      expect((await failure(authenticate({ documento: maria.document, senha: joao.password, ip: "10.0.6.2" }))).code).toBe(
        LOGIN_ERROR.invalidCredentials,
      );
      expect(await getDb().select().from(clientes)).toEqual([]);
    });

    it("on an SGP without the central API, the contracts' central passwords from consultacliente", async () => {
      sgp.setFault("/api/central/*", "html404");
      await expect(authenticate({ documento: maria.document, senha: maria.password, ip: "10.0.6.3" })).resolves.toMatchObject({
        document: maria.digits,
      });
      expect(await sent("/api/ura/consultacliente/")).toHaveLength(1);
      expect((await failure(authenticate({ documento: carlos.document, senha: maria.password, ip: "10.0.6.3" }))).code).toBe(
        LOGIN_ERROR.invalidCredentials,
      );
    });

    it("the central API down is a connection error, never a refusal", async () => {
      sgp.setFault("/api/central/contratos", "500");
      expect((await failure(authenticate({ documento: maria.document, senha: maria.password, ip: "10.0.6.4" }))).code).toBe(
        LOGIN_ERROR.connection,
      );
    });
  });

  it("uses the stored hash once there is one", async () => {
    await getDb()
      .insert(clientes)
      .values({ cpf: joao.digits, nome: joao.name, senhaCentral: await hashPassword("nova-senha-1") });
    expect((await failure(authenticate({ documento: joao.document, senha: joao.password, ip: "10.0.0.2" }))).code).toBe(
      LOGIN_ERROR.invalidCredentials,
    );
    await expect(authenticate({ documento: joao.document, senha: "nova-senha-1", ip: "10.0.0.2" })).resolves.toMatchObject({
      document: joao.digits,
    });
  });

  it("gives the same answer for a wrong password, an unknown document and a missing password", async () => {
    for (const attempt of [
      { documento: carlos.document, senha: "errada" },
      { documento: UNKNOWN_DOCUMENT, senha: "qualquer" },
      { documento: maria.document, senha: "" },
    ]) {
      const error = await failure(authenticate({ ...attempt, ip: "10.0.0.3" }));
      expect(error.code).toBe(LOGIN_ERROR.invalidCredentials);
    }
  });

  it("names an incomplete or invalid document 'CPF invalido' / 'CNPJ invalido', never 'Credenciais invalidas'", async () => {
    for (const [documento, code] of [
      ["123", LOGIN_ERROR.invalidCpf],
      ["529.982.247-2", LOGIN_ERROR.invalidCpf],
      ["529.982.247-24", LOGIN_ERROR.invalidCpf],
      ["11.222.333/0001", LOGIN_ERROR.invalidCnpj],
      ["11.222.333/0001-8", LOGIN_ERROR.invalidCnpj],
      ["11.222.333/0001-80", LOGIN_ERROR.invalidCnpj],
    ] as const) {
      const error = await failure(authenticate({ documento, senha: "qualquer", ip: "10.0.0.4" }));
      expect(error.code, documento).toBe(code);
    }
  });

  it("blocks a document after 5 failures, even with the right password, for 15 minutes", async () => {
    // From the owner's address (it logged in before): an address new to the document stops at 3.
    await authenticate({ documento: ana.document, senha: ana.password, ip: "10.0.1.1" });
    for (let i = 0; i < 4; i++) {
      expect((await failure(authenticate({ documento: ana.document, senha: `x${i}`, ip: "10.0.1.1" }))).code).toBe(
        LOGIN_ERROR.invalidCredentials,
      );
    }
    const fifth = await failure(authenticate({ documento: ana.document, senha: "x5", ip: "10.0.1.1" }));
    expect(fifth.code).toBe(LOGIN_ERROR.rateLimited);
    const sixth = await failure(authenticate({ documento: ana.document, senha: ana.password, ip: "10.0.1.2" }));
    expect(sixth.code).toBe(LOGIN_ERROR.rateLimited);
    const minutes = (sixth.retryAt!.getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Another document from another address is unaffected.
    await expect(authenticate({ documento: carlos.document, senha: carlos.password, ip: "10.0.1.3" })).resolves.toBeTruthy();
  });

  describe("an alphanumeric CNPJ keeps its letters (limits, password row, session, SGP lookup)", () => {
    const { alfa } = DEMO_CUSTOMERS;

    it("logs in with the letters in the session and the stored row; the SGP is asked with them", async () => {
      const customer = await authenticate({ documento: alfa.document.toLowerCase(), senha: alfa.password, ip: "10.0.9.1" });
      expect(customer).toMatchObject({ document: "12ABC34501DE35", name: alfa.name });
      const rows = await getDb().select({ cpf: clientes.cpf }).from(clientes);
      expect(rows).toEqual([{ cpf: "12ABC34501DE35" }]);
      const sent = (await sgp.sentRequests()).map((r) => (r.body as Record<string, unknown>).cpfcnpj);
      expect(sent.filter(Boolean).every((document) => document === "12ABC34501DE35")).toBe(true);
    });

    it("a CNPJ with the same digits and other letters shares neither the password nor the counters", async () => {
      await authenticate({ documento: alfa.document, senha: alfa.password, ip: "10.0.9.2" });
      // Alfa's password does not open the twin, which is nobody's.
      expect((await failure(authenticate({ documento: ALFA_TWIN_DOCUMENT, senha: alfa.password, ip: "10.0.9.3" }))).code).toBe(
        LOGIN_ERROR.invalidCredentials,
      );
      for (let i = 0; i < 4; i++) await failure(authenticate({ documento: ALFA_TWIN_DOCUMENT, senha: `x${i}`, ip: `10.0.9.${10 + i}` }));
      const keys = (
        await getDb().select({ key: rateLimits.key }).from(rateLimits).where(eq(rateLimits.scope, LIMITS.loginDocument.scope))
      ).map((r) => r.key);
      expect(keys).toEqual(["12ABN34501DE35"]);
      // The twin is blocked; Alfa, from a new address, is not.
      expect((await failure(authenticate({ documento: ALFA_TWIN_DOCUMENT, senha: "y", ip: "10.0.9.20" }))).code).toBe(
        LOGIN_ERROR.rateLimited,
      );
      await expect(authenticate({ documento: alfa.document, senha: alfa.password, ip: "10.0.9.21" })).resolves.toMatchObject({
        document: "12ABC34501DE35",
      });
    });
  });

  it("asks the SGP for the customer on every attempt, so a repeated wrong login is not faster for a customer", async () => {
    const lookups = async () => (await sgp.sentRequests("/api/ura/clientes/")).length;
    // The screens' 5-second customer memory holds Maria after her login; an unknown document is never in it.
    await authenticate({ documento: maria.document, senha: maria.password, ip: "10.0.8.1" });
    for (const documento of [maria.document, UNKNOWN_DOCUMENT]) {
      for (let i = 0; i < 2; i++) {
        const before = await lookups();
        await failure(authenticate({ documento, senha: `errada-${i}`, ip: `10.0.8.${2 + i}` }));
        expect(await lookups(), documento).toBe(before + 1);
      }
    }
  });

  it("a success resets the document's failures", async () => {
    await authenticate({ documento: carlos.document, senha: carlos.password, ip: "10.0.2.1" });
    for (let i = 0; i < 4; i++) await failure(authenticate({ documento: carlos.document, senha: "x", ip: "10.0.2.1" }));
    await authenticate({ documento: carlos.document, senha: carlos.password, ip: "10.0.2.1" });
    for (let i = 0; i < 4; i++) {
      expect((await failure(authenticate({ documento: carlos.document, senha: "x", ip: "10.0.2.1" }))).code).toBe(
        LOGIN_ERROR.invalidCredentials,
      );
    }
  });

  it("blocks an address after 20 failures across documents", async () => {
    const documents = [maria, joao, carlos, ana, DEMO_CUSTOMERS.empresa, DEMO_CUSTOMERS.paula].map((c) => c.document);
    let code: string | undefined;
    for (let i = 0; i < 20; i++) {
      code = (await failure(authenticate({ documento: documents[i % documents.length], senha: `x${i}`, ip: "10.9.9.9" }))).code;
      if (code === LOGIN_ERROR.rateLimited) break;
    }
    // The per-document limit (5) is reached first for some documents; the address limit must end up blocking all.
    const error = await failure(authenticate({ documento: maria.document, senha: maria.password, ip: "10.9.9.9" }));
    expect(error.code).toBe(LOGIN_ERROR.rateLimited);
    expect(code).toBe(LOGIN_ERROR.rateLimited);
    expect(LIMITS.loginAddress.limit).toBe(20);
    expect(LIMITS.loginDocument.limit).toBe(5);
  });

  it("reports a connection error when the subscriber system fails", async () => {
    await fetch(`${sgp.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "/api/ura/clientes/", fault: "500" }),
    });
    const error = await failure(authenticate({ documento: maria.document, senha: maria.password, ip: "10.0.3.1" }));
    expect(error.code).toBe(LOGIN_ERROR.connection);
  });

  describe("password change", () => {
    it("needs the current password, then the old one stops working", async () => {
      expect(await changePassword(carlos.digits, "errada", "outra-senha-1")).toBe("wrong-current");
      expect(await changePassword(carlos.digits, carlos.password, "outra-senha-1")).toBe("changed");
      expect((await failure(authenticate({ documento: carlos.document, senha: carlos.password, ip: "10.0.5.1" }))).code).toBe(
        LOGIN_ERROR.invalidCredentials,
      );
      await expect(authenticate({ documento: carlos.document, senha: "outra-senha-1", ip: "10.0.5.1" })).resolves.toBeTruthy();
      const [row] = await getDb().select().from(clientes).where(eq(clientes.cpf, carlos.digits));
      expect(row?.senhaCentral).toMatch(/^scrypt\$/);
    });

    it("counts wrong current passwords towards the login limit", async () => {
      for (let i = 0; i < 5; i++) await changePassword(maria.digits, `errada${i}`, "nova-senha-123");
      expect(await changePassword(maria.digits, maria.password, "nova-senha-123")).toBe("blocked");
    });

    it("validates the new password on the server", () => {
      const mismatch = passwordChangeSchema.safeParse({ atual: "a", nova: "doze letras!", confirmacao: "doze letras?" });
      expect(mismatch.error?.issues[0]?.message).toBe("As senhas nao coincidem.");
      const short = passwordChangeSchema.safeParse({ atual: "a", nova: "onze letras", confirmacao: "onze letras" });
      expect(short.error?.issues[0]?.message).toBe("A nova senha deve ter pelo menos 12 caracteres");
    });
  });

  describe("legacy rules", () => {
    it("lets a customer unknown to the database in with any password, and stores nothing", async () => {
      setLoginRules("legacy");
      await expect(authenticate({ documento: carlos.document, senha: "qualquer", ip: "10.0.4.1" })).resolves.toMatchObject({
        document: carlos.digits,
      });
      expect(await getDb().select().from(clientes)).toHaveLength(0);
    });

    it("uses the document digits when the stored record has no password", async () => {
      setLoginRules("legacy");
      await getDb().insert(clientes).values({ cpf: carlos.digits, nome: carlos.name });
      expect((await failure(authenticate({ documento: carlos.document, senha: carlos.password, ip: "10.0.4.2" }))).code).toBe(
        LOGIN_ERROR.invalidCredentials,
      );
      await expect(authenticate({ documento: carlos.document, senha: carlos.digits, ip: "10.0.4.2" })).resolves.toBeTruthy();
    });

    it("still refuses documents the subscriber system does not know", async () => {
      setLoginRules("legacy");
      expect((await failure(authenticate({ documento: UNKNOWN_DOCUMENT, senha: "x", ip: "10.0.4.3" }))).code).toBe(
        LOGIN_ERROR.invalidCredentials,
      );
    });
  });
});

// Two instances of the portal share nothing but the database: their limiter counts must add up.
describe.runIf(testDatabaseUrl)("login limiter shared by two instances [postgres]", () => {
  it("a block made through one instance's pool holds on the other's", async () => {
    setLoginRules("secure");
    const database = await createTestDatabase("postgres");
    const instanceA = openPostgres(database.url!);
    const instanceB = openPostgres(database.url!);
    try {
      for (let i = 0; i < 5; i++) {
        setAppDatabase(i % 2 === 0 ? instanceA : instanceB);
        await failure(authenticate({ documento: joao.document, senha: `x${i}`, ip: `10.1.0.${i}` }));
      }
      setAppDatabase(instanceB);
      const error = await failure(authenticate({ documento: joao.document, senha: joao.password, ip: "10.1.1.1" }));
      expect(error.code).toBe(LOGIN_ERROR.rateLimited);
    } finally {
      setAppDatabase(null);
      await instanceA.close();
      await instanceB.close();
      await database.close();
    }
  });
});

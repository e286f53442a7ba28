import type { ScryptOptions } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { clientes } from "@/lib/vendors/db/schema";
import { DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { setLoginRules, sgpSandboxForFile } from "../support/login";
import { rejectionOf } from "../support/rejection";

/** Every scrypt call of the process, seen at node:crypto. */
const scryptCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const scrypt = ((password: string, salt: Buffer, keylen: number, options: ScryptOptions, done: (e: Error | null, k: Buffer) => void) => {
    scryptCalls.count++;
    crypto.scrypt(password, salt, keylen, options, done);
  }) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const { authenticate, LoginError } = await import("@/lib/auth/login");
const { hashPassword, verifyPassword } = await import("@/lib/auth/password");

const { maria, joao, carlos, ana, empresa, paula } = DEMO_CUSTOMERS;
sgpSandboxForFile();

async function refused(documento: string, senha: string, ip = "10.7.0.1") {
  expect(await rejectionOf(authenticate({ documento, senha, ip }))).toBeInstanceOf(LoginError);
}

describeEachDatabase("login credentials", (getDb) => {
  const storedPassword = async (digits: string) => (await getDb().select().from(clientes).where(eq(clientes.cpf, digits)))[0]?.senhaCentral;

  beforeEach(async () => {
    await truncateAll(getDb());
    setLoginRules("secure");
  });

  it("a plaintext password the old portal stored wins, and is replaced by its hash when it first matches", async () => {
    await getDb().insert(clientes).values({ cpf: carlos.digits, nome: carlos.name, senhaCentral: "senha-do-portal-antigo" });
    await refused(carlos.document, carlos.password);
    expect(await storedPassword(carlos.digits)).toBe("senha-do-portal-antigo");

    await expect(authenticate({ documento: carlos.document, senha: "senha-do-portal-antigo", ip: "10.7.0.2" })).resolves.toMatchObject({
      document: carlos.digits,
    });
    const hash = await storedPassword(carlos.digits);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain("senha-do-portal-antigo");
    expect(await verifyPassword("senha-do-portal-antigo", hash!)).toBe(true);
    await expect(authenticate({ documento: carlos.document, senha: "senha-do-portal-antigo", ip: "10.7.0.2" })).resolves.toBeTruthy();
  });

  it("legacy rules hash a stored plaintext password too, and store nothing for the document digits", async () => {
    setLoginRules("legacy");
    await getDb()
      .insert(clientes)
      .values([
        { cpf: joao.digits, nome: joao.name, senhaCentral: "senha-do-portal-antigo" },
        { cpf: ana.digits, nome: ana.name },
      ]);
    await expect(authenticate({ documento: joao.document, senha: "senha-do-portal-antigo", ip: "10.7.1.1" })).resolves.toBeTruthy();
    expect(await storedPassword(joao.digits)).toMatch(/^scrypt\$/);
    await expect(authenticate({ documento: ana.document, senha: ana.digits, ip: "10.7.1.1" })).resolves.toBeTruthy();
    expect(await storedPassword(ana.digits)).toBeNull();
  });

  it("every refusal does the same hashing work: one scrypt, known customer or not", async () => {
    await getDb()
      .insert(clientes)
      .values([
        { cpf: joao.digits, nome: joao.name, senhaCentral: await hashPassword("senha-gravada") },
        { cpf: ana.digits, nome: ana.name, senhaCentral: "senha-do-portal-antigo" },
        { cpf: empresa.digits, nome: empresa.name },
      ]);
    const work: Record<string, number> = {};
    const attempts: [string, string, "secure" | "legacy"][] = [
      ["unknown document", UNKNOWN_DOCUMENT, "secure"],
      ["no record: the SGP's central password", maria.document, "secure"],
      ["a stored hash", joao.document, "secure"],
      ["a stored plaintext password", ana.document, "secure"],
      ["a record without a password", empresa.document, "secure"],
      ["legacy: unknown document", UNKNOWN_DOCUMENT, "legacy"],
      ["legacy: a stored plaintext password", ana.document, "legacy"],
      ["legacy: the document digits", empresa.document, "legacy"],
      ["legacy: a stored hash", joao.document, "legacy"],
    ];
    for (const [name, documento, rules] of attempts) {
      setLoginRules(rules);
      scryptCalls.count = 0;
      await refused(documento, "senha-errada", `10.7.2.${Object.keys(work).length}`);
      work[name] = scryptCalls.count;
    }
    expect(work).toEqual(Object.fromEntries(attempts.map(([name]) => [name, 1])));
    // A success pays for the hash it keeps, which is not a refusal's business.
    scryptCalls.count = 0;
    setLoginRules("secure");
    await authenticate({ documento: paula.document, senha: paula.password, ip: "10.7.3.1" });
    expect(scryptCalls.count).toBe(2);
  });
});

import type { ScryptOptions } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Customer } from "@/lib/vendors/sgp";

/*
 * The work a login does, seen at the module boundary: every scrypt call and every
 * constant-time comparison goes through node:crypto, which is wrapped here.
 */
const work = vi.hoisted(() => ({ scrypt: [] as string[], compared: [] as number[][] }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const scrypt = ((password: string, salt: Buffer, keylen: number, options: ScryptOptions, done: (e: Error | null, k: Buffer) => void) => {
    work.scrypt.push(`N=${options.N} r=${options.r} p=${options.p} keylen=${keylen}`);
    crypto.scrypt(password, salt, keylen, options, done);
  }) as typeof crypto.scrypt;
  const timingSafeEqual = (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
    work.compared.push([a.byteLength, b.byteLength]);
    return crypto.timingSafeEqual(a, b);
  };
  return { ...crypto, default: { ...crypto, scrypt, timingSafeEqual }, scrypt, timingSafeEqual };
});

const { passwordMatches } = await import("@/lib/auth/login");
const { hashPassword, safeEqual } = await import("@/lib/auth/password");

const DOCUMENT = "12345678909";
const client = { name: "Carlos Souza", contacts: { emails: [], mobiles: [], phones: [] }, contracts: [] } as unknown as Customer;
let storedHash: string;

beforeAll(async () => {
  storedHash = await hashPassword("senha-gravada");
});

beforeEach(() => {
  work.scrypt.length = 0;
  work.compared.length = 0;
});

type Attempt = Parameters<typeof passwordMatches>[0];
/** Stands for the hash made in beforeAll (the tables are read before it runs). */
const HASH = { senhaCentral: "<hash de senha-gravada>" };
/** `central`: what the SGP answered on the central password (lib/auth/login.ts centralPasswordAccepted). */
const attempt = (senha: string, over: Partial<Attempt> = {}): Attempt => ({
  document: DOCUMENT,
  senha,
  client,
  stored: undefined,
  legacy: false,
  central: false,
  ...over,
});
const withHash = (input: Attempt): Attempt => (input.stored === HASH ? { ...input, stored: { senhaCentral: storedHash } } : input);

/** Every way a wrong password is refused, in both modes. */
const REFUSALS: [string, Partial<Attempt>][] = [
  ["a document the subscriber system does not know", { client: null }],
  ["the same, with a record in the database", { client: null, stored: HASH }],
  ["no record: the SGP refuses it as the central password", {}],
  ["a record without a password: the SGP refuses it", { stored: { senhaCentral: null } }],
  ["the SGP accepts it, for a document it does not know", { client: null, central: true }],
  ["a stored hash", { stored: HASH }],
  ["a stored plaintext password (the old portal's)", { stored: { senhaCentral: "senha-antiga" } }],
  ["legacy: a stored plaintext password", { legacy: true, stored: { senhaCentral: "senha-antiga" } }],
  ["legacy: a record without a password (the document digits)", { legacy: true, stored: { senhaCentral: null } }],
  ["legacy: a stored hash", { legacy: true, stored: HASH }],
  ["legacy: a document the subscriber system does not know", { legacy: true, client: null }],
];

describe("the work of a refused password", () => {
  it.each(REFUSALS)("is one scrypt with the hashing parameters: %s", async (_, over) => {
    expect(await passwordMatches(withHash(attempt("errada", over)))).toBe(false);
    expect(work.scrypt).toEqual(["N=16384 r=8 p=1 keylen=32"]);
  });
});

describe("the credential rule", () => {
  it.each([
    ["the central password, as the SGP answers (the first login)", attempt("central-22", { central: true })],
    ["the same with a record without a password", attempt("central-22", { central: true, stored: { senhaCentral: null } })],
    ["a stored hash", attempt("senha-gravada", { stored: HASH })],
    ["a stored plaintext password", attempt("senha-antiga", { stored: { senhaCentral: "senha-antiga" } })],
    ["legacy: a stored plaintext password", attempt("senha-antiga", { legacy: true, stored: { senhaCentral: "senha-antiga" } })],
    ["legacy: the document digits when no password is stored", attempt(DOCUMENT, { legacy: true, stored: { senhaCentral: null } })],
    ["legacy: anything for a customer the database does not know", attempt("qualquer", { legacy: true })],
  ])("accepts %s", async (_, input) => {
    expect(await passwordMatches(withHash(input))).toBe(true);
  });

  it.each([
    ["the central password once a hash is stored", attempt("central-1", { stored: HASH, central: true })],
    [
      "the central password once a plaintext password is stored",
      attempt("central-1", { stored: { senhaCentral: "senha-antiga" }, central: true }),
    ],
    ["legacy: the central password", attempt("central-1", { legacy: true, stored: { senhaCentral: null }, central: true })],
    [
      "legacy: the document digits when a password is stored",
      attempt(DOCUMENT, { legacy: true, stored: { senhaCentral: "senha-antiga" } }),
    ],
  ])("refuses %s", async (_, input) => {
    expect(await passwordMatches(withHash(input))).toBe(false);
  });

  it("refuses the stored hash typed in as the password", async () => {
    expect(await passwordMatches(attempt(storedHash, { stored: { senhaCentral: storedHash } }))).toBe(false);
  });
});

describe("safeEqual", () => {
  it("compares fixed-length digests, so neither the texts nor their lengths meet", () => {
    for (const [a, b] of [
      ["abc", "abcd"],
      ["abc", "abc"],
      ["", "uma senha bem mais longa do que a outra"],
    ] as const) {
      work.compared.length = 0;
      safeEqual(a, b);
      expect(work.compared).toEqual([[32, 32]]);
    }
  });
});

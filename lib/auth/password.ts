import "server-only";
import { createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** "scrypt$N$r$p$salt$hash", salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export function isPasswordHash(value: string | null | undefined): value is string {
  return !!value && value.startsWith("scrypt$") && value.split("$").length === 6;
}

/** Constant-time comparison against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const [, n, r, p, salt, hash] = stored.split("$") as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash in the format of hashPassword with a random salt and key: nothing was hashed to make
 * it, so no password matches it, and verifying against it costs what a real verification costs.
 */
const DECOY = [
  "scrypt",
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  randomBytes(16).toString("base64url"),
  randomBytes(KEY_LENGTH).toString("base64url"),
].join("$");

/** Spends one verification's work and refuses: for attempts with no hash to check against. */
export async function verifyDecoy(password: string): Promise<false> {
  await verifyPassword(password, DECOY);
  return false;
}

/** Key of this process's digests of plain secrets; they are compared in memory and never kept. */
const DIGEST_KEY = randomBytes(32);
const digest = (secret: string) => createHmac("sha256", DIGEST_KEY).update(secret, "utf8").digest();

/**
 * Compares a password with a plain secret (the SGP's central password, or one the old portal
 * stored) through their keyed digests: 32 bytes in constant time, so the texts never meet and
 * the time tells neither their content nor their length.
 */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

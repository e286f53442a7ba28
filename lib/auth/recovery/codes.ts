import "server-only";
import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/platform/config";
import { countResetCodeTry, deleteResetCode, saveResetCode } from "./store";

/**
 * One-time codes of a password reset (SECURITY.md, "Recuperação de senha"): 6 random digits
 * (crypto.randomInt), valid 10 minutes, 5 tries, one per customer (a new code replaces the old).
 * Only an HMAC-SHA256 of the code is stored, keyed by a key derived from AUTH_SECRET and bound to
 * the document: the table alone gives nothing to try the million codes against. Every try is
 * counted in the database before the code is compared, so tries sent at once from several
 * instances still stop at 5; a right code is deleted as it is used, so it works once.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_LENGTH = 6;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/**
 * Without AUTH_SECRET (a test or `npm run dev` without one; production refuses to start) the key
 * is this process's: codes then verify only in the process that made them.
 */
const processKey = randomBytes(32);
let derived: { secret: string; key: Buffer } | undefined;

function codeKey(): Buffer {
  const secret = config().AUTH_SECRET;
  if (!secret) return processKey;
  if (derived?.secret !== secret)
    derived = { secret, key: Buffer.from(hkdfSync("sha256", secret, "", "central-do-assinante/password-reset-code", 32)) };
  return derived.key;
}

export function hashCode(document: string, code: string): string {
  return createHmac("sha256", codeKey()).update(`${document}:${code}`, "utf8").digest("base64url");
}

/** A new code for the document, replacing any other; returns it (to be sent, never kept). */
export async function issueCode(document: string, now = new Date()): Promise<string> {
  const code = generateCode();
  const values = { codeHash: hashCode(document, code), attempts: 0, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) };
  // Codes nobody used: gone a day after they expired.
  await saveResetCode(document, values, new Date(now.getTime() - 24 * 60 * 60_000));
  return code;
}

/**
 * Whether `code` is the document's current code; if it is, the code is used up. A wrong, expired,
 * used or exhausted code, or a document with none, all answer false.
 */
export async function consumeCode(document: string, code: string, now = new Date()): Promise<boolean> {
  const codeHash = await countResetCodeTry(document, CODE_MAX_ATTEMPTS, now);
  // The same work for a document without a code, so the time does not say which documents have one.
  const expected = Buffer.from(codeHash ?? hashCode(document, "------"), "base64url");
  const given = Buffer.from(hashCode(document, code), "base64url");
  const equal = timingSafeEqual(expected, given);
  if (codeHash === null || !equal) return false;
  return deleteResetCode(document, codeHash);
}

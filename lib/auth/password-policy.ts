import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { brands } from "@/config/brands";
import { normalizeDocument } from "@/lib/shared/br/document";
import { newPasswordMessages } from "@/lib/auth/new-password-rules";
import { newPasswordSchema } from "@/lib/auth/validations/new-password";

/**
 * The server's check of a new password (lib/auth/new-password-rules.ts has the lengths the forms
 * check too): besides the lengths, not a common or breached password, nor one built on it with
 * digits and symbols around it ("dragon2024!!!"), nor a run or a repetition of characters, and not
 * containing the customer's own document. The list is the ~49,000 passwords most often found in
 * public breach corpora that zxcvbn-ts ships (@zxcvbn-ts/language-common, MIT), read from the
 * package: no network call, loaded once on the first check. See SECURITY.md, "Senhas novas".
 */

/** Words of this site that make a guessable password wherever they are used (NIST SP 800-63B 5.1.1.2). */
const SITE_WORDS = ["senha", "central", "assinante", "centraldoassinante", "internet", "fibra", "provedor"];

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set([
    ...dictionary["passwords-common"].map((word) => word.toLowerCase()),
    ...Object.values(brands).flatMap((brand) => [brand.name, brand.shortName].map((name) => name.toLowerCase().replace(/\s+/g, ""))),
    ...SITE_WORDS,
  ]);
  return common;
}

// Runs of characters people type as one gesture; a password inside one of them (either way) is refused.
const RUNS = [
  "01234567890123456789012345678901234567890",
  "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz",
  "qwertyuiopasdfghjklzxcvbnm",
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p",
];

function isRunOrRepetition(lower: string): boolean {
  if (/^(.{1,6})\1+$/su.test(lower)) return true;
  return RUNS.some((run) => run.includes(lower) || [...run].reverse().join("").includes(lower));
}

/** Digits and symbols around a word: what people add to a common password to pass a length rule. */
const stem = (lower: string) => lower.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, "");

/** The message for what is wrong with `password` as a new password of `document`'s owner, or null when it is fine. */
export function newPasswordProblem(password: string, document: string): string | null {
  const shape = newPasswordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? newPasswordMessages.tooShort;
  const owner = normalizeDocument(document);
  if (owner && normalizeDocument(password).includes(owner)) return newPasswordMessages.document;
  const lower = password.toLowerCase();
  const list = commonPasswords();
  const core = stem(lower);
  if (list.has(lower) || isRunOrRepetition(lower) || (core.length >= 4 && (list.has(core) || isRunOrRepetition(core)))) {
    return newPasswordMessages.common;
  }
  return null;
}

import { isValidCnpj as libIsValidCnpj, isValidCpf as libIsValidCpf } from "@brazilian-utils/brazilian-utils";
import { DOCUMENT_MESSAGES } from "./messages";

export type DocumentKind = "cpf" | "cnpj";

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
/** Longest masked value (00.000.000/0000-00); every document input is capped at this. */
export const DOCUMENT_INPUT_MAX_LENGTH = 18;

const CPF_PATTERN = "###.###.###-##";
const CNPJ_PATTERN = "##.###.###/####-##";
/** Number of leading CNPJ positions that may hold letters (the alphanumeric CNPJ); the check digits stay numeric. */
const CNPJ_ALPHANUMERIC_PREFIX = 12;

const CPF_SHAPE = /^\d{11}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? "").replace(/\D/g, "");
}

/** Upper-cases and keeps only [0-9A-Z], so an alphanumeric CNPJ keeps its letters. */
export function normalizeDocument(value: string | null | undefined): string {
  return (value ?? "").toUpperCase().replace(/[^0-9A-Z]/g, "");
}

function isAllSame(value: string): boolean {
  return value.length > 0 && value === value.charAt(0).repeat(value.length);
}

export function isValidCpf(value: string | null | undefined): boolean {
  const cpf = normalizeDocument(value);
  return CPF_SHAPE.test(cpf) && !isAllSame(cpf) && libIsValidCpf(cpf);
}

/** Numeric and alphanumeric CNPJ (Receita Federal, 12 chars [0-9A-Z] + 2 numeric check digits). */
export function isValidCnpj(value: string | null | undefined): boolean {
  const cnpj = normalizeDocument(value);
  return CNPJ_SHAPE.test(cnpj) && !isAllSame(cnpj) && libIsValidCnpj(cnpj, { version: 2 });
}

/**
 * Kind by normalized length: 11 digits is a CPF, 14 alphanumeric characters a CNPJ.
 * An 11-character value holding a letter can only be an unfinished alphanumeric CNPJ, so it is null.
 */
export function documentKind(value: string | null | undefined): DocumentKind | null {
  const doc = normalizeDocument(value);
  if (CPF_SHAPE.test(doc)) return "cpf";
  if (doc.length === CNPJ_LENGTH) return "cnpj";
  return null;
}

export function isValidDocument(value: string | null | undefined): boolean {
  const kind = documentKind(value);
  if (kind === "cpf") return isValidCpf(value);
  if (kind === "cnpj") return isValidCnpj(value);
  return false;
}

/** Fills `#` slots of the pattern; stops at the last character, so partial input gets a partial mask. */
function applyPattern(chars: string, pattern: string): string {
  let out = "";
  let next = 0;
  for (const slot of pattern) {
    if (next >= chars.length) break;
    if (slot === "#") {
      out += chars.charAt(next);
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

/** Lays already-normalized characters (or stand-ins such as `*`) over the mask of the given kind. */
export function applyDocumentMask(chars: string, kind: DocumentKind): string {
  return applyPattern(chars, kind === "cpf" ? CPF_PATTERN : CNPJ_PATTERN);
}

/**
 * Display mask: 000.000.000-00 or 00.000.000/0000-00 (alphanumeric CNPJ too, e.g. 12.ABC.345/01DE-35).
 * A value of any other length is returned trimmed and unformatted, so bad upstream data stays visible.
 */
export function formatDocument(value: string | null | undefined): string {
  const doc = normalizeDocument(value);
  const kind = documentKind(doc);
  if (kind !== null) return applyDocumentMask(doc, kind);
  return (value ?? "").trim();
}

/**
 * Typing mask: CPF mask while the value has up to 11 digits, CNPJ mask after that (or as soon as a
 * letter is typed, since only a CNPJ can hold one). Letters are dropped after the 12th character
 * and the value stops at 14 characters, so the result never exceeds 18 characters.
 */
export function maskDocumentInput(typed: string | null | undefined): string {
  let chars = "";
  for (const char of normalizeDocument(typed)) {
    if (chars.length >= CNPJ_LENGTH) break;
    const isLetter = char >= "A" && char <= "Z";
    if (isLetter && chars.length >= CNPJ_ALPHANUMERIC_PREFIX) continue;
    chars += char;
  }
  const looksLikeCpf = chars.length <= CPF_LENGTH && /^\d*$/.test(chars);
  return applyDocumentMask(chars, looksLikeCpf ? "cpf" : "cnpj");
}

/** Login rule (docs/SPEC.md §5): check at 11 digits (CPF) and at 14 characters (CNPJ); nothing while typing. */
export function loginDocumentError(typed: string | null | undefined): string | null {
  const kind = documentKind(typed);
  if (kind === "cpf" && !isValidCpf(typed)) return DOCUMENT_MESSAGES.invalidCpf;
  if (kind === "cnpj" && !isValidCnpj(typed)) return DOCUMENT_MESSAGES.invalidCnpj;
  return null;
}

/**
 * The check again on submit (docs/SPEC.md §5): now an incomplete document is invalid too, named by
 * what it was on its way to be. Empty is left to the form's own 'required' message.
 */
export function submittedDocumentError(typed: string | null | undefined): string | null {
  const invalid = submittedDocumentInvalid(typed);
  return invalid && (invalid === "cpf" ? DOCUMENT_MESSAGES.invalidCpf : DOCUMENT_MESSAGES.invalidCnpj);
}

/** Which check a submitted document fails, as submittedDocumentError names it (the server's login uses the kind). */
export function submittedDocumentInvalid(typed: string | null | undefined): DocumentKind | null {
  const doc = normalizeDocument(typed);
  const kind = documentKind(doc);
  if (doc === "") return null;
  if (kind === "cpf") return isValidCpf(doc) ? null : "cpf";
  if (kind === "cnpj") return isValidCnpj(doc) ? null : "cnpj";
  return doc.length > CPF_LENGTH ? "cnpj" : "cpf";
}

/** Invoice lookup rule (docs/SPEC.md §5): only the length is checked, never the check digits. */
export function invoiceLookupError(typed: string | null | undefined): string | null {
  const doc = normalizeDocument(typed);
  if (doc === "") return DOCUMENT_MESSAGES.lookupRequired;
  if (documentKind(doc) === null) return DOCUMENT_MESSAGES.lookupLength;
  return null;
}

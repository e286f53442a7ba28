import { z } from "zod";
import { normalizeSgpDate, normalizeSgpDateTime } from "./dates";

/**
 * Tolerant field parsers for SGP payloads. The subscriber system is loose about
 * types (ids and amounts as numbers or strings, null where text is expected,
 * dates in two formats); these normalize each field once so the domain types
 * stay simple: optional text is "" when absent, optional numbers and dates null.
 */

/** Text as the SGP may send it: a string, a number, or a `{id, descricao}` reference to a catalogue entry. */
function toText(value: unknown): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object" && !Array.isArray(value)) {
    const { descricao, nome } = value as { descricao?: unknown; nome?: unknown };
    const label = typeof descricao === "string" ? descricao : nome;
    return typeof label === "string" ? label.trim() : value;
  }
  return typeof value === "string" ? value.trim() : value;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const BR_DECIMAL = /^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+,\d+$/;

/** Numeric strings ("115.00", "115,00", "1.234,56") become numbers; anything else is left for the schema to judge. */
function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (DECIMAL.test(text)) return Number(text);
  if (BR_DECIMAL.test(text)) return Number(text.replace(/\./g, "").replace(",", "."));
  return value;
}

/** Optional text: "" when null or absent. */
export const text = z.preprocess(toText, z.string());

/** Required text: present and not blank. */
export const requiredText = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v),
  z.string().min(1, "obrigatório"),
);

/** Optional text that means "nothing" when blank: null. */
export const nullableText = z.preprocess((v) => {
  const t = toText(v);
  return t === "" ? null : t;
}, z.string().nullable());

/** Required number; numeric strings are coerced. */
export const num = z.preprocess(toNumber, z.number());

/** Required integer id; numeric strings are coerced. */
export const intId = z.preprocess(toNumber, z.number().int());

/** Optional number: null when absent, blank or not numeric. */
export const nullableNum = z.preprocess((v) => {
  const n = toNumber(v);
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}, z.number().nullable());

/** Optional date, normalized to "YYYY-MM-DD". */
export const nullableDate = z.preprocess(normalizeSgpDate, z.string().nullable());

/** Optional moment, normalized to "YYYY-MM-DD HH:MM" (São Paulo time). */
export const nullableDateTime = z.preprocess(normalizeSgpDateTime, z.string().nullable());

/**
 * Optical power in dBm as the SGP writes it: a number, `"-15.656"`, `"-15.656 dBm"`; `"N/A"`,
 * blank or anything else is null (docs/SGP-ENDPOINTS.md §3).
 */
export const nullableDbm = z.preprocess((v) => {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  const match = typeof v === "string" ? /^\s*(-?\d+(?:[.,]\d+)?)\s*(?:dbm)?\s*$/i.exec(v) : null;
  return match ? Number(match[1]!.replace(",", ".")) : null;
}, z.number().nullable());

/** Required date, normalized to "YYYY-MM-DD"; an unreadable value is reported as is. */
export const requiredDate = z.preprocess((v) => normalizeSgpDate(v) ?? v, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "data inválida"));

/** Optional "HH:MM[:SS]" time, hour zero-padded. */
export const nullableTime = z.preprocess((v) => {
  const match = typeof v === "string" ? /(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(v) : null;
  if (!match) return null;
  const [, hour = "", minute = "", second] = match;
  return `${hour.padStart(2, "0")}:${minute}${second ? `:${second}` : ""}`;
}, z.string().nullable());

/** A list of texts; a single value becomes a one-item list, blanks are dropped. */
export const textList = z.preprocess((v) => {
  const items = Array.isArray(v) ? v : v === null || v === undefined ? [] : [v];
  return items
    .map((item) => (item && typeof item === "object" && "contato" in item ? item.contato : item))
    .map(toText)
    .filter((item) => item !== "");
}, z.array(z.string()));

const TRUE_WORDS = new Set(["1", "true", "s", "sim", "y", "yes", "ativo", "ativa"]);

/** Boolean flags the SGP writes as true/1/"S"/"true"; absent means `fallback`. */
export const flag = <F extends boolean | null>(fallback: F) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === "") return fallback;
      if (typeof v === "boolean") return v;
      return TRUE_WORDS.has(String(v).trim().toLowerCase());
    },
    fallback === null ? z.boolean().nullable() : z.boolean(),
  ) as z.ZodType<F extends null ? boolean | null : boolean>;

/** A numeric code or a status text: numbers (and numeric strings) as numbers, text trimmed, blank as null. */
export const codeOrText = z.preprocess(
  (v) => {
    const n = toNumber(v);
    if (typeof n === "number") return n;
    const t = toText(v);
    return t === "" ? null : t;
  },
  z.union([z.number(), z.string()]).nullable(),
);

/**
 * Fills missing keys from their aliases, so one schema reads every spelling the SGP uses. The
 * aliases are also kept as the schema's metadata (`aliases`): they are fields it reads, and the
 * table of calls in docs/UPSTREAMS.md §5 must list them.
 */
export function withAliases<T extends z.ZodType>(aliases: Record<string, string[]>, schema: T) {
  return z
    .preprocess((value) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return value;
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [key, names] of Object.entries(aliases)) {
        if (out[key] !== undefined && out[key] !== null) continue;
        const found = names.find((name) => out[name] !== undefined && out[name] !== null);
        if (found) out[key] = out[found];
      }
      return out;
    }, schema)
    .meta({ aliases });
}

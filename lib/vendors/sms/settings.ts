import { z } from "zod";
import { brandIds, type BrandId } from "@/config/brands";
import { pairsPattern, parsePairs } from "@/lib/shared/pairs";

/**
 * The SMS variables (OPERATIONS.md, "E-mail and SMS"), free of `server-only` for the configuration
 * schema. SMS goes through Zenvia's API (lib/vendors/sms/zenvia.ts): SMS_URL its base, SMS_TOKEN the API
 * token, SMS_FROM the sender id per brand ("marca=remetente,…", "default=" for the others). A brand
 * without a sender sends no SMS: e-mail only.
 */
export const ZENVIA_URL = "https://api.zenvia.com";
/** The token the mail sandbox's stand-in for Zenvia accepts (sandbox/mail). */
export const DEMO_SMS_TOKEN = "demo-sms-token";

export type SmsFrom = Partial<Record<BrandId | "default", string>>;

export const smsFromSchema = z
  .string()
  .regex(pairsPattern, 'esperado "marca=remetente,marca=remetente" (default= para as demais)')
  .optional()
  .transform((value): SmsFrom => parsePairs(value))
  .refine(
    (map) => Object.keys(map).every((key) => key === "default" || (brandIds as readonly string[]).includes(key)),
    `marca desconhecida; marcas: ${brandIds.join(", ")}, ou default`,
  );

/** The brand's SMS sender id, or undefined: that brand sends no SMS. */
export function smsFromFor(map: SmsFrom, brand: BrandId): string | undefined {
  return map[brand] ?? map.default;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Any environment: a sender without a token cannot send. Production: not the sandbox, https, not the demo token. */
export function smsIssues(env: Record<string, unknown>, production: boolean): { key: string; message: string }[] {
  const from = (env.SMS_FROM ?? {}) as SmsFrom;
  if (Object.keys(from).length === 0) return [];
  const issues: { key: string; message: string }[] = [];
  if (!env.SMS_TOKEN) issues.push({ key: "SMS_TOKEN", message: "obrigatório com SMS_FROM (o token da API Zenvia)" });
  if (!production) return issues;
  const raw = typeof env.SMS_URL === "string" ? env.SMS_URL : "";
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url && LOOPBACK.has(url.hostname) && url.port === "7003") {
    issues.push({ key: "SMS_URL", message: `aponta para o sandbox local (${raw}); use ${ZENVIA_URL}` });
  } else if (url && url.protocol !== "https:" && !LOOPBACK.has(url.hostname)) {
    issues.push({ key: "SMS_URL", message: `precisa ser https em produção (${url.origin})` });
  }
  if (env.SMS_TOKEN === DEMO_SMS_TOKEN) issues.push({ key: "SMS_TOKEN", message: `é o valor de demonstração ("${DEMO_SMS_TOKEN}")` });
  return issues;
}

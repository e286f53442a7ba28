import { z } from "zod";
import { brandIds, type BrandId } from "@/config/brands";
import { pairsPattern, parsePairs } from "@/lib/shared/pairs";

/**
 * The e-mail variables (OPERATIONS.md, "E-mail and SMS"), free of `server-only` so the
 * configuration schema and the start-up checks read them. SMTP_URL is nodemailer's connection URL;
 * MAIL_FROM the sender address, one for every brand or one per brand ("marca=endereço,…", with
 * "default=" for the others). The display name is always the brand's own.
 */

/** The mail sandbox of `npm run sandbox` / `npm run demo` (sandbox/mail). */
export const SMTP_SANDBOX_URL = "smtp://127.0.0.1:7025";
export const DEMO_MAIL_FROM = "nao-responda@central-do-assinante.example";
const DEFAULT_KEY = "default";

export const smtpUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value) && ["smtp:", "smtps:"].includes(new URL(value).protocol), "esperado smtp://… ou smtps://…")
  .default(SMTP_SANDBOX_URL);

export type MailFrom = Partial<Record<BrandId | typeof DEFAULT_KEY, string>>;

const address = z.email();

export const mailFromSchema = z
  .string()
  .default(DEMO_MAIL_FROM)
  .refine((value) => !value.includes("=") || pairsPattern.test(value), 'esperado um endereço, ou "marca=endereço,default=endereço"')
  .transform((value): MailFrom => (value.includes("=") ? parsePairs(value) : { [DEFAULT_KEY]: value.trim() }))
  .refine(
    (map) => Object.keys(map).every((key) => key === DEFAULT_KEY || (brandIds as readonly string[]).includes(key)),
    `marca desconhecida; marcas: ${brandIds.join(", ")}, ou default`,
  )
  .refine((map) => Object.values(map).every((value) => address.safeParse(value).success), "endereço de e-mail inválido");

/** The sender address of a brand's e-mail, or undefined when MAIL_FROM names none for it. */
export function mailFromFor(map: MailFrom, brand: BrandId): string | undefined {
  return map[brand] ?? map[DEFAULT_KEY];
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** Query parameters of SMTP_URL that would let mail go without TLS or to an unverified server. */
const WEAKENING = ["ignoreTLS", "opportunisticTLS", "tls.rejectUnauthorized", "secure", "requireTLS"];

/**
 * What production refuses: the sandbox or the demo sender, and mail in clear. TLS means smtps://
 * (implicit TLS, port 465) or smtp:// with requireTLS=true (STARTTLS, port 587), with the server's
 * certificate verified (nodemailer's default); only a relay on this machine may be plain.
 */
export function mailDeploymentIssues(env: Record<string, unknown>): { key: string; message: string }[] {
  const issues: { key: string; message: string }[] = [];
  const raw = typeof env.SMTP_URL === "string" ? env.SMTP_URL : "";
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url) {
    const loopback = LOOPBACK.has(url.hostname);
    const query = url.searchParams;
    if (loopback && url.port === "7025") {
      issues.push({
        key: "SMTP_URL",
        message: "aponta para o sandbox de e-mail local (smtp://127.0.0.1:7025); use o servidor SMTP do provedor",
      });
    } else if (!loopback && url.protocol === "smtp:" && query.get("requireTLS") !== "true") {
      issues.push({
        key: "SMTP_URL",
        message: "precisa de TLS em produção: smtps://…:465, ou smtp://…:587?requireTLS=true (STARTTLS obrigatório)",
      });
    }
    const weakening = WEAKENING.filter((name) => query.has(name) && !(name === "requireTLS" && query.get(name) === "true"));
    if (!loopback && weakening.length) {
      issues.push({ key: "SMTP_URL", message: `em produção o TLS não pode ser enfraquecido (${weakening.join(", ")})` });
    }
  }
  const from = env.MAIL_FROM as MailFrom | undefined;
  if (from && Object.values(from).includes(DEMO_MAIL_FROM)) {
    issues.push({ key: "MAIL_FROM", message: `é o remetente de demonstração (${DEMO_MAIL_FROM}); use um endereço do provedor` });
  }
  return issues;
}

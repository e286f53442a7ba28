import path from "node:path";
import { z } from "zod";
import { pairsPattern, parsePairs } from "./pairs";

/**
 * Every environment variable the server reads, validated once.
 * Kept free of `server-only` so command-line scripts (demo, migrations, notify) share it.
 * `.env.example` documents each of them.
 */
const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

const pairList = z
  .string()
  .regex(pairsPattern, 'esperado "chave=valor,chave=valor"')
  .optional()
  .transform(parsePairs);

const url = z.url({ protocol: /^https?$/ });

export const serverConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEMO: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(".data"),

  AUTH_SECRET: z.string().min(32, "precisa de pelo menos 32 caracteres").optional(),
  LOGIN_RULES: z.enum(["secure", "legacy"]).default("secure"),
  NEXTAUTH_URL: url.optional(),
  AUTH_TRUST_HOST: flag,

  BRAND: z.string().optional(),
  BRAND_PORTS: pairList,
  BRAND_HOSTS: pairList,

  SGP_URL: url.default("http://127.0.0.1:7001"),
  SGP_APP: z.string().min(1).default("demo"),
  SGP_TOKEN: z.string().min(1).default("demo-token"),
  SGP_USER: z.string().optional(),
  SGP_PASSWORD: z.string().optional(),
  SGP_TIMEOUT_MS: int(8000),

  EFI_PIX_URL: url.default("http://127.0.0.1:7002"),
  EFI_CHARGES_URL: url.default("http://127.0.0.1:7002/v1"),
  EFI_CLIENT_ID: z.string().min(1).default("demo-client"),
  EFI_CLIENT_SECRET: z.string().min(1).default("demo-secret"),
  EFI_CERT_PATH: z.string().optional(),
  EFI_CERT_PASSPHRASE: z.string().default(""),
  EFI_PIX_KEY: z.string().min(1).default("pix@provedor.example"),
  EFI_TIMEOUT_MS: int(8000),

  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:suporte@provedor.example"),
  NOTIFY_API_TOKEN: z.string().min(16, "precisa de pelo menos 16 caracteres").optional(),
});

const checkedSchema = serverConfigSchema.superRefine((env, ctx) => {
  if (env.NODE_ENV === "production" && !env.DEMO && !env.AUTH_SECRET) {
    ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "obrigatório em produção (gere com: openssl rand -base64 32)" });
  }
});

export type ServerConfig = z.output<typeof serverConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = checkedSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Configuração inválida nas variáveis de ambiente:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

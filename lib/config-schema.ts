import path from "node:path";
import { z } from "zod";
import { brandIds, isBrandId } from "@/config/brands";
import { pairsPattern, parsePairs } from "./pairs";

/**
 * Every environment variable the server reads, validated once.
 * Kept free of `server-only` so command-line scripts (demo, migrations, notify) share it.
 * `.env.example` documents each of them.
 */
const flag = (fallback: boolean) =>
  z
    .enum(["0", "1", "true", "false", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "1" || v === "true"));

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

const pairList = z
  .string()
  .regex(pairsPattern, 'esperado "chave=valor,chave=valor"')
  .optional()
  .transform(parsePairs);

const url = z.url({ protocol: /^https?$/ });
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });

const knownBrands = `marcas conhecidas: ${brandIds.join(", ")}`;
/** "port=brand" or "host=brand" pairs whose brands all exist. */
const brandMap = pairList.refine((pairs) => Object.values(pairs).every(isBrandId), `marca desconhecida; ${knownBrands}`);

export const serverConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEMO: flag(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  DATABASE_URL: postgresUrl.optional(),
  /** Direct connection for migrations when DATABASE_URL is a transaction pooler (lib/db/pooler.ts). */
  DATABASE_MIGRATION_URL: postgresUrl.optional(),
  /** Whether the server applies pending PostgreSQL migrations itself; the container image sets 0. */
  MIGRATE_ON_START: flag(true),
  DATA_DIR: z.string().min(1).default(".data"),

  AUTH_SECRET: z.string().min(32, "precisa de pelo menos 32 caracteres").optional(),
  LOGIN_RULES: z.enum(["secure", "legacy"]).default("secure"),
  NEXTAUTH_URL: url.optional(),
  AUTH_TRUST_HOST: flag(false),

  BRAND: z.enum(brandIds, { error: `marca desconhecida; ${knownBrands}` }).optional(),
  BRAND_PORTS: brandMap,
  BRAND_HOSTS: brandMap,

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

  /** Read by lib/test-clock.ts (also from the proxy); validated here so a typo is named at start. */
  TEST_CLOCK_OFFSET_MS: int(0),
});

/** Values that only make sense with the local sandboxes (`npm run demo`, the tests). */
const SANDBOX_PORTS = new Set(["7001", "7002"]);
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const DEMO_CREDENTIALS = {
  SGP_TOKEN: "demo-token",
  EFI_CLIENT_ID: "demo-client",
  EFI_CLIENT_SECRET: "demo-secret",
  EFI_PIX_KEY: "pix@provedor.example",
} as const;
const NOT_IN_PRODUCTION = "em produção o servidor não inicia assim (DEMO=1 só para uma demonstração local)";

function isSandboxUrl(value: string): boolean {
  const url = new URL(value);
  return LOOPBACK_HOSTS.has(url.hostname) && SANDBOX_PORTS.has(url.port);
}

/**
 * `next build` runs with NODE_ENV=production but with placeholder values (it
 * never calls instrumentation's register()); the deployment checks apply when
 * the server starts, not while it is built.
 */
const BUILD_PHASE = "phase-production-build";

function checkedSchema(building: boolean) {
  return serverConfigSchema.superRefine((env, ctx) => {
    if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["DATABASE_MIGRATION_URL"], message: "só vale com DATABASE_URL (o banco do servidor)" });
    }
    if (env.NODE_ENV !== "production" || env.DEMO) return;
    if (!env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "obrigatório em produção (gere com: openssl rand -base64 32)" });
    }
    if (building) return;
    for (const key of ["SGP_URL", "EFI_PIX_URL", "EFI_CHARGES_URL"] as const) {
      if (isSandboxUrl(env[key])) {
        ctx.addIssue({ code: "custom", path: [key], message: `aponta para o sandbox local (${env[key]}); use o endereço real; ${NOT_IN_PRODUCTION}` });
      }
    }
    for (const [key, demo] of Object.entries(DEMO_CREDENTIALS) as [keyof typeof DEMO_CREDENTIALS, string][]) {
      if (env[key] === demo) {
        ctx.addIssue({ code: "custom", path: [key], message: `é o valor de demonstração ("${demo}"); use o do provedor; ${NOT_IN_PRODUCTION}` });
      }
    }
  });
}

export type ServerConfig = z.output<typeof serverConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = checkedSchema(env.NEXT_PHASE === BUILD_PHASE).safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Configuração inválida nas variáveis de ambiente:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

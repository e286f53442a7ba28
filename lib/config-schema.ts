import path from "node:path";
import { z } from "zod";
import { brandIds, isBrandId } from "@/config/brands";
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

/** "3,0": distinct whole days from 0 to 60, largest first. */
const reminderDays = z
  .string()
  .regex(/^\s*\d{1,2}\s*(,\s*\d{1,2}\s*)*$/, 'esperado dias separados por vírgula, ex. "3,0"')
  .default("3,0")
  .transform((value) => [...new Set(value.split(",").map(Number))].sort((a, b) => b - a))
  .refine((days) => days.every((d) => d <= 60), "cada dia entre 0 e 60");

const knownBrands = `marcas conhecidas: ${brandIds.join(", ")}`;
/** "port=brand" or "host=brand" pairs whose brands all exist. */
const brandMap = pairList.refine((pairs) => Object.values(pairs).every(isBrandId), `marca desconhecida; ${knownBrands}`);

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

  /** Days before the due date that get a reminder ("3,0": three days before and on the day). */
  REMINDER_DAYS: reminderDays,
  /** Runs the reminder job inside the server every N minutes; 0 (default) leaves it to `npm run reminders`. */
  REMINDERS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(24 * 60).default(0),
  /** Subscribers whose invoices are read from the SGP at the same time. */
  REMINDERS_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),

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

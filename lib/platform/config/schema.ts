import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { brandIds, isBrandId } from "@/config/brands";
import { deploymentIssues, type ServerBuild } from "./deployment";
import { mailFromSchema, smtpUrlSchema } from "../../vendors/mail/settings";
import { smsFromSchema, smsIssues, ZENVIA_URL } from "../../vendors/sms/settings";
import { pairsPattern, parsePairs } from "../../shared/pairs";
import { pushAllowAddressesSchema, pushDnsServersSchema, pushServiceHostsSchema } from "../security/push-service-hosts";

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

const pairList = z.string().regex(pairsPattern, 'esperado "chave=valor,chave=valor"').optional().transform(parsePairs);

const url = z.url({ protocol: /^https?$/ });
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });

/** "3,0": distinct whole days from 0 to 60, largest first. */
const reminderDays = z
  .string()
  .regex(/^\s*\d{1,2}\s*(,\s*\d{1,2}\s*)*$/, 'esperado dias separados por vírgula, ex. "3,0"')
  .default("3,0")
  .transform((value) => [...new Set(value.split(",").map(Number))].sort((a, b) => b - a))
  .refine((days) => days.every((d) => d <= 60), "cada dia entre 0 e 60");

/** Loopback, private, unique-local and link-local: where a reverse proxy in front of the server sits. */
const DEFAULT_TRUSTED_PROXIES = "127.0.0.0/8,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,169.254.0.0/16,::1/128,fc00::/7,fe80::/10";

/** Addresses or CIDR ranges, comma-separated; an address alone is its own range (/32, /128). */
const trustedProxies = z
  .string()
  .optional()
  .transform((value) =>
    (value?.trim() ? value : DEFAULT_TRUSTED_PROXIES)
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((ranges) => ranges.every((range) => ipaddr.isValidCIDR(range) || ipaddr.isValid(range)), {
    message: 'esperado endereços ou faixas, ex. "10.0.0.0/8,192.0.2.7"',
  })
  .transform((ranges) =>
    ranges.map((range) => (ipaddr.isValidCIDR(range) ? range : `${range}/${ipaddr.parse(range).kind() === "ipv4" ? 32 : 128}`)),
  );

const knownBrands = `marcas conhecidas: ${brandIds.join(", ")}`;
/** "port=brand" or "host=brand" pairs whose brands all exist. */
const brandMap = pairList.refine((pairs) => Object.values(pairs).every(isBrandId), `marca desconhecida; ${knownBrands}`);

export const serverConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEMO: flag(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  DATABASE_URL: postgresUrl.optional(),
  /** Direct connection for migrations when DATABASE_URL is a transaction pooler (lib/vendors/db/pooler.ts). */
  DATABASE_MIGRATION_URL: postgresUrl.optional(),
  /** Whether the server applies pending PostgreSQL migrations itself; the container image sets 0. */
  MIGRATE_ON_START: flag(true),
  DATA_DIR: z.string().min(1).default(".data"),

  AUTH_SECRET: z.string().min(32, "precisa de pelo menos 32 caracteres").optional(),
  /** The secret AUTH_SECRET replaces: sessions it signed stay valid during the overlap (lib/auth/session-token.ts). */
  AUTH_SECRET_PREVIOUS: z.string().min(32, "precisa de pelo menos 32 caracteres").optional(),
  LOGIN_RULES: z.enum(["secure", "legacy"]).default("secure"),
  /** Next.js's key for server actions' ids and bound values: the same at build and on every replica and version. */
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && [16, 24, 32].includes(Buffer.from(v, "base64").length),
      "esperada uma chave AES em base64 (gere com: openssl rand -base64 32)",
    )
    .optional(),
  NEXTAUTH_URL: url.optional(),
  AUTH_TRUST_HOST: flag(false),
  /** Reverse proxies in front of the server, each appending to X-Forwarded-For (lib/platform/request/client-ip.ts). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** The reverse proxies whose X-Forwarded-For entries count (lib/platform/request/client-ip.ts). */
  TRUSTED_PROXIES: trustedProxies,

  BRAND: z.enum(brandIds, { error: `marca desconhecida; ${knownBrands}` }).optional(),
  BRAND_PORTS: brandMap,
  BRAND_HOSTS: brandMap,

  SGP_URL: url.default("http://127.0.0.1:7001"),
  SGP_APP: z.string().min(1).default("demo"),
  SGP_TOKEN: z.string().min(1).default("demo-token"),
  SGP_USER: z.string().optional(),
  SGP_PASSWORD: z.string().optional(),
  SGP_TIMEOUT_MS: int(8000),
  /** What a ticket's `motivoos` carries: the reason's code (the SGP's doc) or its id (docs/UPSTREAMS.md §1.7). */
  SGP_TICKET_REASON_VALUE: z.enum(["code", "id"]).default("code"),
  /**
   * Who settles a paid title in the SGP (OPERATIONS.md, Settlement in the SGP): `portal` (`baixar` once the
   * gateway confirms) or `sgp` (the SGP hears from the gateway itself; the portal waits). Unset means
   * `sgp` outside production; production refuses to start without it (lib/platform/config/deployment.ts).
   */
  SGP_SETTLEMENT: z.enum(["portal", "sgp"], { error: 'esperado "portal" ou "sgp"' }).optional(),
  /** After a settlement, reactivate a contract the SGP left suspended and end its PPPoE session. */
  SGP_RELEASE_ON_SETTLE: flag(false),
  /** Seconds between the server's settlement sweeps (SGP_SETTLEMENT=portal); 0 leaves it to `npm run payments:settle`. */
  SGP_SETTLE_SWEEP_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .default(30),
  /** The ONU's received power (dBm) below which its signal is weak, then critical; a brand may set its own (config/brands.ts). */
  ONU_RX_WEAK_DBM: z.coerce.number().max(0).default(-25),
  ONU_RX_CRITICAL_DBM: z.coerce.number().max(0).default(-27),

  EFI_PIX_URL: url.default("http://127.0.0.1:7002"),
  EFI_CHARGES_URL: url.default("http://127.0.0.1:7002/v1"),
  EFI_CLIENT_ID: z.string().min(1).default("demo-client"),
  EFI_CLIENT_SECRET: z.string().min(1).default("demo-secret"),
  EFI_CERT_PATH: z.string().optional(),
  EFI_CERT_PASSPHRASE: z.string().default(""),
  EFI_PIX_KEY: z.string().min(1).default("pix@provedor.example"),
  EFI_TIMEOUT_MS: int(8000),
  /** Receives the gateway's PIX notifications (POST /api/webhooks/efi/pix). */
  EFI_WEBHOOK_ENABLED: flag(true),
  /** The secret in the registered webhook URL (?hmac=…). */
  EFI_WEBHOOK_SECRET: z
    .string()
    .min(32, "precisa de pelo menos 32 caracteres")
    .regex(/^[A-Za-z0-9_-]+$/, "só letras, dígitos, - e _ (vai na URL)")
    .optional(),
  /** The secret EFI_WEBHOOK_SECRET replaces, still accepted until the new registration is in place. */
  EFI_WEBHOOK_SECRET_PREVIOUS: z
    .string()
    .min(32, "precisa de pelo menos 32 caracteres")
    .regex(/^[A-Za-z0-9_-]+$/, "só letras, dígitos, - e _ (vai na URL)")
    .optional(),
  /**
   * Where Efí POSTs the boletos' notifications (https://<portal>/api/webhooks/efi/charges); the
   * secret is added to it. Without it, NEXTAUTH_URL's origin with that path.
   */
  EFI_NOTIFICATION_URL: url.optional(),
  /** Minutes after which a payment the SGP has not shown paid is listed by `npm run payments:pending`. */
  PAYMENTS_PENDING_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60)
    .default(60),
  /** Minutes between the server's reconciliation sweeps against the gateway (lib/billing/confirmation/sweep.ts); 0 turns them off. */
  PAYMENTS_SWEEP_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(5),

  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:suporte@provedor.example"),
  PUSH_SERVICE_HOSTS: pushServiceHostsSchema,
  PUSH_DNS_SERVERS: pushDnsServersSchema,
  PUSH_ALLOW_ADDRESSES: pushAllowAddressesSchema,
  NOTIFY_API_TOKEN: z.string().min(16, "precisa de pelo menos 16 caracteres").optional(),

  /** Days before the due date that get a reminder ("3,0": three days before and on the day). */
  REMINDER_DAYS: reminderDays,
  /** Runs the reminder job inside the server every N minutes; 0 (default) leaves it to `npm run reminders`. */
  REMINDERS_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(0),
  /** Subscribers whose invoices are read from the SGP at the same time. */
  REMINDERS_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),

  /** E-mail (password recovery codes): nodemailer's SMTP URL and the sender per brand (lib/vendors/mail/settings.ts). */
  SMTP_URL: smtpUrlSchema,
  MAIL_FROM: mailFromSchema,
  /** SMS through Zenvia's API, for the brands SMS_FROM names (lib/vendors/sms/settings.ts). */
  SMS_URL: url.default(ZENVIA_URL),
  SMS_TOKEN: z.string().min(1).optional(),
  SMS_FROM: smsFromSchema,
  SMS_TIMEOUT_MS: int(8000),

  /** Seconds a stopping server keeps serving with readiness at 503 (lib/platform/runtime/graceful-shutdown.mjs). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(15),
  /** Idle keep-alive milliseconds of the server's connections, read by server.js; above load balancers' 60 s. */
  KEEP_ALIVE_TIMEOUT: z.coerce.number().int().min(1000).default(65_000),

  /** Bearer token of GET /api/metrics; without it the route answers 404. */
  METRICS_TOKEN: z.string().min(16, "precisa de pelo menos 16 caracteres").optional(),
  /** OTLP/HTTP collector (http://collector:4318): spans are exported only when set (lib/platform/observability/otel.ts). */
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url.optional(),
  /** The exporter sends OTLP as JSON, which every OTLP/HTTP collector accepts. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(["http/json"], { error: 'só "http/json" (OTLP/HTTP com JSON) é suportado' }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.enum(["http/json"], { error: 'só "http/json" (OTLP/HTTP com JSON) é suportado' }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

/** Set by `next build`, which evaluates the config with placeholder values (see deploymentIssues). */
const BUILD_PHASE = "phase-production-build";

/**
 * The deployment checks run even when a variable failed its own rule (zod skips a refinement
 * after such an issue by default), so one message names every problem.
 */
function checkedSchema(building: boolean, server: ServerBuild | undefined) {
  return serverConfigSchema.superRefine(
    (env, ctx) => {
      if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
        ctx.addIssue({ code: "custom", path: ["DATABASE_MIGRATION_URL"], message: "só vale com DATABASE_URL (o banco do servidor)" });
      }
      for (const { key, message } of deploymentIssues(env, building, server)) ctx.addIssue({ code: "custom", path: [key], message });
      for (const { key, message } of smsIssues(env, env.NODE_ENV === "production" && env.DEMO !== true && !building)) {
        ctx.addIssue({ code: "custom", path: [key], message });
      }
    },
    { when: () => true },
  );
}

export type ServerConfig = z.output<typeof serverConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** `server`: the starting server's own build (lib/platform/config/index.ts), which production checks too. */
export function readServerConfig(env: NodeJS.ProcessEnv, server?: ServerBuild): ServerConfig {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = checkedSchema(env.NEXT_PHASE === BUILD_PHASE, server).safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Configuração inválida nas variáveis de ambiente:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

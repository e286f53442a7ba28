import fs from "node:fs";
import { checkCertificate } from "../../vendors/efi/certificate";
import { mailDeploymentIssues } from "../../vendors/mail/settings";

/**
 * What a production server refuses to start with (lib/platform/config/schema.ts runs these checks).
 * The values are the environment as parsed so far: a variable that failed its own rule still
 * holds what was given, so every check reads defensively and all problems are named at once.
 */
type ParsedEnv = Record<string, unknown>;
export type DeploymentIssue = { key: string; message: string };
/** What the starting server's own build was made with; only the server's start-up knows it (lib/platform/config/index.ts). */
export type ServerBuild = { deploymentId: string | undefined };

/** Values that only make sense with the local sandboxes (`npm run demo`, the tests). */
const SANDBOX_PORTS = new Set(["7001", "7002"]);
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const DEMO_CREDENTIALS = {
  SGP_TOKEN: "demo-token",
  EFI_CLIENT_ID: "demo-client",
  EFI_CLIENT_SECRET: "demo-secret",
  EFI_PIX_KEY: "pix@provedor.example",
} as const;
/**
 * Secrets written in this repository, public to anyone who reads it: compose.yaml's demo default,
 * the tests' and the scripts'. With one of them as AUTH_SECRET anyone mints a session cookie for any
 * document. tests/unit/repository-secrets.test.ts fails when the repository gains one not listed here.
 */
const REPOSITORY_SECRETS = new Set([
  "compose-demo-secret-change-me-0123456789abcdef",
  "e2e-secret-e2e-secret-e2e-secret-0123456789",
  "e2e-notify-token-0123456789abcdef",
  "hostile-operators-token-0123456789",
  "operators-token-0123456789",
  "resilience-shared-secret-0123456789abcdef",
  "segredo-de-producao-com-mais-de-32-caracteres",
  "segredo-do-webhook-pix-com-mais-de-32-caracteres",
  "sentinel-auth-secret-4f9a1c7e2b8d4a6f9e0c3b5a7d1e2f40",
  "sentinel-notify-token-5f7b9d1a",
  "session-endpoint-test-secret-0123456789abcdef",
  "token-das-metricas-0123456789",
  "token-das-metricas-de-teste",
  "Xk9d2AbC0123456789abcdefghijklmn",
]);
const SECRET_KEYS = ["AUTH_SECRET", "EFI_WEBHOOK_SECRET", "NOTIFY_API_TOKEN", "METRICS_TOKEN"] as const;
// Spans and their trace ids leave for a vendor: the OTLP endpoint too (OPERATIONS.md, Observability).
const HTTPS_URLS = [
  "SGP_URL",
  "EFI_PIX_URL",
  "EFI_CHARGES_URL",
  "NEXTAUTH_URL",
  "OTEL_EXPORTER_OTLP_ENDPOINT",
  "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
  "EFI_NOTIFICATION_URL",
] as const;
const SANDBOX_URLS = ["SGP_URL", "EFI_PIX_URL", "EFI_CHARGES_URL"] as const;
const NOT_IN_PRODUCTION = "em produção o servidor não inicia assim (DEMO=1 só para uma demonstração local)";

function parsedUrl(value: unknown): URL | null {
  return typeof value === "string" && URL.canParse(value) ? new URL(value) : null;
}

const isLoopback = (url: URL) => LOOPBACK_HOSTS.has(url.hostname);
const isSandbox = (url: URL | null) => !!url && isLoopback(url) && SANDBOX_PORTS.has(url.port);

function unreadable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return !fs.statSync(file).isFile();
  } catch {
    return true;
  }
}

/**
 * `building`: `next build` runs with NODE_ENV=production but placeholder values (it never calls
 * instrumentation's register()), so only AUTH_SECRET is checked then; the rest when the server starts.
 * `server`: given when the server starts, whose build must carry a deployment id.
 */
export function deploymentIssues(env: ParsedEnv, building: boolean, server?: ServerBuild): DeploymentIssue[] {
  if (env.NODE_ENV !== "production") return [];
  const issues: DeploymentIssue[] = [];
  const add = (key: string, message: string) => issues.push({ key, message });

  // Never in production, not even for a demo: it lets anyone in as a customer the database does not know yet.
  if (!building && env.LOGIN_RULES === "legacy") {
    add("LOGIN_RULES", '"legacy" aceita qualquer senha de um cliente que o banco ainda não conhece; em produção use "secure" (o padrão)');
  }
  if (env.DEMO === true) return issues;
  if (!env.AUTH_SECRET) add("AUTH_SECRET", "obrigatório em produção (gere com: openssl rand -base64 32)");
  if (building) return issues;
  for (const key of SECRET_KEYS) {
    if (typeof env[key] === "string" && REPOSITORY_SECRETS.has(env[key])) {
      add(
        key,
        "é um segredo publicado no repositório (demonstração, compose, testes ou exemplos); gere outro com: openssl rand -base64 32",
      );
    }
  }

  // Without it the server and migrate.mjs open an embedded database inside the release folder and
  // answer ready: a misquoted env file would look healthy while every payment lands in a throwaway.
  if (!env.DATABASE_URL) {
    add("DATABASE_URL", "obrigatório em produção: sem ele o portal usaria um banco embutido (PGlite) na pasta da release");
  }
  // Either default is wrong for some provider: the title settled twice, or never (OPERATIONS.md, Settlement in the SGP).
  if (!env.SGP_SETTLEMENT) {
    add(
      "SGP_SETTLEMENT",
      'obrigatório em produção: "portal" (o portal dá baixa no SGP) ou "sgp" (o SGP recebe as notificações do gateway)',
    );
  }
  for (const key of SANDBOX_URLS) {
    if (isSandbox(parsedUrl(env[key])))
      add(key, `aponta para o sandbox local (${String(env[key])}); use o endereço real; ${NOT_IN_PRODUCTION}`);
  }
  if (Array.isArray(env.PUSH_ALLOW_ADDRESSES) && env.PUSH_ALLOW_ADDRESSES.length > 0) {
    add("PUSH_ALLOW_ADDRESSES", `deixa o push alcançar endereços internos; ${NOT_IN_PRODUCTION}`);
  }
  for (const [key, demo] of Object.entries(DEMO_CREDENTIALS)) {
    if (env[key] === demo) add(key, `é o valor de demonstração ("${demo}"); use o do provedor; ${NOT_IN_PRODUCTION}`);
  }
  // Plain HTTP only to this machine (a local tunnel or proxy that encrypts onwards).
  for (const key of HTTPS_URLS) {
    const url = parsedUrl(env[key]);
    if (url && url.protocol !== "https:" && !isLoopback(url)) add(key, `precisa ser https em produção (${url.origin})`);
  }
  // Without it each build makes its own, and a page of the previous build cannot call the new one's actions.
  if (!env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) {
    add(
      "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY",
      "obrigatório em produção: a mesma chave no build e em todas as réplicas e versões (gere com: openssl rand -base64 32)",
    );
  }
  // Without it a browser holding a page of the previous build keeps mixing both builds during a rollout.
  if (server && !server.deploymentId) {
    add(
      "NEXT_DEPLOYMENT_ID",
      "o build deste servidor foi feito sem ele; em produção refaça o build com NEXT_DEPLOYMENT_ID=<versão> (na imagem: --build-arg NEXT_DEPLOYMENT_ID=<versão>)",
    );
  }
  if (env.EFI_WEBHOOK_ENABLED !== false && !env.EFI_WEBHOOK_SECRET) {
    add(
      "EFI_WEBHOOK_SECRET",
      "obrigatório com o webhook PIX ligado (gere com: openssl rand -hex 32), ou desligue-o com EFI_WEBHOOK_ENABLED=0",
    );
  }
  const pix = parsedUrl(env.EFI_PIX_URL);
  if (pix && !isSandbox(pix)) issues.push(...certificateIssues(env.EFI_CERT_PATH, env.EFI_CERT_PASSPHRASE));
  for (const key of ["DATABASE_URL", "DATABASE_MIGRATION_URL"]) issues.push(...databaseIssues(key, parsedUrl(env[key])));
  issues.push(...mailDeploymentIssues(env));
  return issues;
}

/** The Efí PIX API authenticates the client by certificate (mutual TLS): it must open and be valid. */
function certificateIssues(certPath: unknown, passphrase: unknown): DeploymentIssue[] {
  if (typeof certPath !== "string" || !certPath) {
    return [
      { key: "EFI_CERT_PATH", message: "obrigatório com o gateway real: o certificado .p12 da aplicação Efí (TLS mútuo da API PIX)" },
    ];
  }
  if (unreadable(certPath)) return [{ key: "EFI_CERT_PATH", message: `arquivo não encontrado ou sem permissão de leitura (${certPath})` }];
  const check = checkCertificate(certPath, typeof passphrase === "string" ? passphrase : undefined);
  return check.ok ? [] : [{ key: /senha errada/.test(check.error) ? "EFI_CERT_PASSPHRASE" : "EFI_CERT_PATH", message: check.error }];
}

/**
 * A database on another machine is reached over TLS that authenticates the server: verify-full
 * (the chain and the host name; sslrootcert=system means it too, as in libpq), or verify-ca with the
 * provider's CA file. `require` encrypts but, with the postgres package, checks no certificate.
 * A CA file given for verification must exist.
 */
function databaseIssues(key: string, url: URL | null): DeploymentIssue[] {
  if (!url) return [];
  const issues: DeploymentIssue[] = [];
  const sslmode = url.searchParams.get("sslmode") ?? "";
  const rootCert = url.searchParams.get("sslrootcert");
  // An empty host is a Unix socket (?host=/run/postgresql).
  const local = !url.hostname || isLoopback(url);
  const authenticated = sslmode === "verify-full" || rootCert === "system" || (sslmode === "verify-ca" && !!rootCert);
  if (!local && !authenticated) {
    const state = sslmode === "verify-ca" ? "sslmode=verify-ca sem sslrootcert" : sslmode ? `sslmode=${sslmode}` : "sem sslmode";
    issues.push({
      key,
      message: `precisa de TLS que autentique o servidor em produção: use sslmode=verify-full (com sslrootcert=<arquivo da CA> se a CA não for pública) ou sslmode=verify-ca com sslrootcert=<arquivo da CA>; está ${state}`,
    });
  }
  if (rootCert && rootCert !== "system" && unreadable(rootCert)) {
    issues.push({ key, message: `sslrootcert: arquivo não encontrado ou sem permissão de leitura (${rootCert})` });
  }
  return issues;
}

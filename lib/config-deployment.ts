/**
 * What a production server refuses to start with (lib/config-schema.ts runs these checks).
 * The values are the environment as parsed so far: a variable that failed its own rule still
 * holds what was given, so every check reads defensively and all problems are named at once.
 */
type ParsedEnv = Record<string, unknown>;
export type DeploymentIssue = { key: string; message: string };

/** Values that only make sense with the local sandboxes (`npm run demo`, the tests). */
const SANDBOX_PORTS = new Set(["7001", "7002"]);
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const DEMO_CREDENTIALS = {
  SGP_TOKEN: "demo-token",
  EFI_CLIENT_ID: "demo-client",
  EFI_CLIENT_SECRET: "demo-secret",
  EFI_PIX_KEY: "pix@provedor.example",
} as const;
const SANDBOX_URLS = ["SGP_URL", "EFI_PIX_URL", "EFI_CHARGES_URL"] as const;
const NOT_IN_PRODUCTION = "em produção o servidor não inicia assim (DEMO=1 só para uma demonstração local)";

function parsedUrl(value: unknown): URL | null {
  return typeof value === "string" && URL.canParse(value) ? new URL(value) : null;
}

const isLoopback = (url: URL) => LOOPBACK_HOSTS.has(url.hostname);
const isSandbox = (url: URL | null) => !!url && isLoopback(url) && SANDBOX_PORTS.has(url.port);

/**
 * `building`: `next build` runs with NODE_ENV=production but placeholder values (it never calls
 * instrumentation's register()), so only AUTH_SECRET is checked then; the rest when the server starts.
 */
export function deploymentIssues(env: ParsedEnv, building: boolean): DeploymentIssue[] {
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

  for (const key of SANDBOX_URLS) {
    if (isSandbox(parsedUrl(env[key]))) add(key, `aponta para o sandbox local (${String(env[key])}); use o endereço real; ${NOT_IN_PRODUCTION}`);
  }
  for (const [key, demo] of Object.entries(DEMO_CREDENTIALS)) {
    if (env[key] === demo) add(key, `é o valor de demonstração ("${demo}"); use o do provedor; ${NOT_IN_PRODUCTION}`);
  }
  return issues;
}

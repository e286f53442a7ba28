/**
 * `npm run notify -- --doc <cpf/cnpj> --title … --message … [--type] [--priority] [--link] [--url]`
 *
 * Creates a notification for a customer through the running server's
 * POST /api/notifications (the server owns the embedded database's folder, so this
 * never opens it). Reads the same configuration as the server: NOTIFY_API_TOKEN from
 * the environment, .env.local or .env, else the token `npm run demo` keeps in DATA_DIR;
 * the server's address from --url, NOTIFY_URL, NEXTAUTH_URL, else the demo's first port.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { NOTIFY_TOKEN_FILE } from "./demo-env";

const USAGE = `Uso: npm run notify -- --doc <cpf/cnpj> --title "Título" --message "Mensagem"
        [--type info|success|warning|error] [--priority 1|2|3] [--link https://… ou /caminho]
        [--url http://127.0.0.1:8093]`;

// Same files `next` reads; variables already in the environment win.
for (const file of [".env.local", ".env"]) {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readToken(): string {
  const configured = process.env.NOTIFY_API_TOKEN?.trim();
  if (configured) return configured;
  const file = path.join(path.resolve(process.env.DATA_DIR || ".data"), NOTIFY_TOKEN_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  return fail(`NOTIFY_API_TOKEN não configurado (nem em ${file}). Defina a variável ou rode \`npm run demo\` antes.`);
}

function serverUrl(flag: string | undefined): string {
  const firstDemoPort = (process.env.DEMO_PORTS ?? "8093").split(",")[0]?.trim() || "8093";
  const base = flag || process.env.NOTIFY_URL || process.env.NEXTAUTH_URL || `http://127.0.0.1:${firstDemoPort}`;
  return new URL("/api/notifications", base).toString();
}

const { values } = parseArgs({
  options: {
    doc: { type: "string" },
    title: { type: "string" },
    message: { type: "string" },
    type: { type: "string" },
    priority: { type: "string" },
    link: { type: "string" },
    url: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.doc || !values.title || !values.message) fail(`Informe --doc, --title e --message.\n${USAGE}`);

const priority = values.priority === undefined ? undefined : Number(values.priority);
const endpoint = serverUrl(values.url);
const body = {
  documento: values.doc,
  titulo: values.title,
  mensagem: values.message,
  tipo: values.type,
  prioridade: priority,
  link: values.link,
};

let response: Response;
try {
  response = await fetch(endpoint, {
    method: "POST",
    headers: { authorization: `Bearer ${readToken()}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
} catch (error) {
  fail(`Servidor indisponível em ${endpoint}: ${error instanceof Error ? error.message : String(error)}`);
}

const answer = (await response.json().catch(() => ({}))) as {
  id?: number;
  link?: string | null;
  error?: string;
  fieldErrors?: Record<string, string>;
};

if (response.status !== 201) {
  const details = Object.entries(answer.fieldErrors ?? {}).map(([field, message]) => `  ${field}: ${message}`);
  fail([`Falha (HTTP ${response.status}): ${answer.error ?? response.statusText}`, ...details].join("\n"));
}

console.log(`Notificação #${answer.id} criada.`);
if (values.link && !answer.link) console.log("O link foi descartado: use http(s):// ou um caminho do portal (/...).");
console.log("Push: enviado aos navegadores inscritos logo após a resposta; o resultado fica no log do servidor ('push enviado').");

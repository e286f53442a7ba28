import { startSandboxes } from "../sandbox/main";
import { buildIfNeeded } from "./build-if-needed";
import { prepareDemoEnv } from "./demo-env";
import { seedDemoDatabase } from "./demo-seed";
import { startPortal } from "./portal-server";
import { registerDemoWebhook, setDemoNotificationUrl } from "./demo-webhook";
import { DEMO_CUSTOMERS } from "../sandbox/sgp/demo-customers";

/**
 * `npm run demo`: the whole portal on this machine. Sandboxes on 7001/7002,
 * the first brand on 8093 and the second on 8094, embedded PostgreSQL under DATA_DIR.
 * The portal is the standalone server, as in production (scripts/portal-server.ts).
 */
const ports = (process.env.DEMO_PORTS ?? "8093,8094").split(",").map(Number);
const { dataDir } = prepareDemoEnv();
setDemoNotificationUrl(ports[0]!);
buildIfNeeded();
await seedDemoDatabase();

const sandboxes = await startSandboxes();
const portal = await startPortal({ ports });
await registerDemoWebhook(ports[0]!);

const [first, second] = ports;
console.log(`
Central do Assinante pronta (dados em ${dataDir})
  Veloz Fibra:  http://localhost:${first}
  Conecta Sul:  http://localhost:${second}
  Sandbox SGP:  ${sandboxes.sgp.url}    Sandbox Efí: ${sandboxes.efi.url}
  Pagar um PIX gerado no portal (o txid aparece no diálogo do PIX):
    curl -X POST ${sandboxes.efi.url}/sandbox/pix/<txid>/pay
  E-mails e SMS enviados (o código de 'Esqueci minha senha'), o mais novo primeiro:
    curl ${sandboxes.mail.url}/sandbox/mail

Clientes de demonstração (CPF/CNPJ / senha):
${Object.values(DEMO_CUSTOMERS)
  .map((c) => `  ${c.document.padEnd(20)} ${c.password.padEnd(12)} ${c.name}`)
  .join("\n")}
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await portal.close();
  await sandboxes.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

/**
 * `npm run efi:webhook -- --url https://central.provedor.com.br/api/webhooks/efi [--skip-mtls]`:
 * registers the portal's PIX webhook at the gateway (PUT /v2/webhook/:chave for EFI_PIX_KEY) with
 * EFI_WEBHOOK_SECRET appended as ?hmac=…. Efí then POSTs payments to that URL plus /pix, and
 * calls the URL once now with a test notification, so the portal must be running and reachable.
 * --skip-mtls sends x-skip-mtls-checking: true, for a receiver that does not check Efí's client
 * certificate (the secret then authenticates alone). Reads the server's configuration.
 */
import { commandOptions, fail, prepareCommand } from "./cli";

const USAGE = "Uso: npm run efi:webhook -- --url https://central.provedor.com.br/api/webhooks/efi [--skip-mtls]";

prepareCommand();
const values = commandOptions({ url: { type: "string" }, "skip-mtls": { type: "boolean" } }, USAGE);
if (!values.url || !URL.canParse(values.url) || !/^https?:$/.test(new URL(values.url).protocol)) fail(`--url obrigatório (http ou https)\n${USAGE}`);
const base = new URL(values.url);
if (base.search) fail("--url sem parâmetros: o segredo (hmac) é acrescentado pelo comando");

const { config } = await import("@/lib/config");
const secret = config().EFI_WEBHOOK_SECRET;
if (!secret) fail("EFI_WEBHOOK_SECRET não configurado (gere com: openssl rand -hex 32)");

const { efi } = await import("@/lib/efi");
const { webhookUrlWithSecret } = await import("@/lib/billing/confirmation/pending");
try {
  await efi().registerWebhook(webhookUrlWithSecret(base.toString(), secret), { skipMtls: values["skip-mtls"] ?? false });
  console.log(`Webhook PIX registrado para a chave ${config().EFI_PIX_KEY}: ${base.toString()} (+ /pix, com o segredo)`);
} catch (error) {
  fail(`Webhook PIX não registrado: ${error instanceof Error ? error.message : String(error)}`);
}

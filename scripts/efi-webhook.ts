/**
 * `npm run efi:webhook -- --url https://central.provedor.com.br/api/webhooks/efi [--skip-mtls]`:
 * registers the portal's PIX webhook at the gateway (PUT /v2/webhook/:chave for EFI_PIX_KEY) as
 * `<url>?hmac=<EFI_WEBHOOK_SECRET>&ignorar=`: Efí appends "/pix" to the end of that string when it
 * posts a payment, which lands in the throwaway parameter. Efí calls the URL once now with a test
 * notification, so the portal must be running and reachable. Running it again replaces the
 * registration (one URL per key), then reads it back (GET /v2/webhook/:chave) to check it.
 * --skip-mtls sends x-skip-mtls-checking: true, for a receiver that does not check Efí's client
 * certificate (the secret then authenticates alone). Reads the server's configuration.
 */
import { commandOptions, fail, prepareCommand } from "./cli";

const USAGE = "Uso: npm run efi:webhook -- --url https://central.provedor.com.br/api/webhooks/efi [--skip-mtls]";

prepareCommand();
const values = commandOptions({ url: { type: "string" }, "skip-mtls": { type: "boolean" } }, USAGE);
if (!values.url || !URL.canParse(values.url) || !/^https?:$/.test(new URL(values.url).protocol))
  fail(`--url obrigatório (http ou https)\n${USAGE}`);
const base = new URL(values.url);
if (base.search) fail("--url sem parâmetros: o segredo (hmac) é acrescentado pelo comando");

const { config } = await import("@/lib/platform/config");
const secret = config().EFI_WEBHOOK_SECRET;
if (!secret) fail("EFI_WEBHOOK_SECRET não configurado (gere com: openssl rand -hex 32)");

const { efi } = await import("@/lib/vendors/efi");
const { webhookUrlWithSecret } = await import("@/lib/billing/confirmation/pending");
const registered = webhookUrlWithSecret(base.toString(), secret);
try {
  await efi().registerWebhook(registered, { skipMtls: values["skip-mtls"] ?? false });
} catch (error) {
  fail(`Webhook PIX não registrado: ${error instanceof Error ? error.message : String(error)}`);
}
// The secret is never printed: only the address it travels with.
const stored = await efi()
  .getWebhook()
  .catch((error: unknown) =>
    fail(`Webhook PIX registrado, mas a conferência falhou: ${error instanceof Error ? error.message : String(error)}`),
  );
if (stored?.webhookUrl !== registered) fail("Webhook PIX registrado, mas a Efí devolveu outra URL para a chave: confira no painel da Efí.");
console.log(
  `Webhook PIX registrado e conferido para a chave ${config().EFI_PIX_KEY}: ${base.toString()}?hmac=…&ignorar= (a Efí acrescenta /pix ao final)`,
);

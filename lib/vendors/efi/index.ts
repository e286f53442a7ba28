import "server-only";
import { readFileSync } from "node:fs";
import { configuredOnce } from "@/lib/platform/config/configured-once";
import { log } from "@/lib/platform/log";
import { TokenCache } from "./auth";
import { createBoleto, findLiveBoleto, type BoletoLookup } from "./boleto";
import { getChargeNotification } from "./notification";
import { createPixCharge, findPixCharge, getPixCharge, pixLink, type CreatedPixCharge, type PixChargeLookup } from "./pix";
import { listPixCharges, type PixChargeListQuery } from "./pix-list";
import { createMtlsAgent, mtlsSend, plainSend, type Send } from "./transport";
import { getWebhook, registerWebhook, type WebhookRegistration } from "./webhook";
import type { ChargeEvent, CreateBoletoInput, CreatePixChargeInput, IssuedBoleto, PixCharge } from "./types";

export * from "./helpers";
export type * from "./types";
export { additionalInfo, chargePayer, TXID_INVALID_MESSAGE } from "./pix";
export type { BoletoLookup } from "./boleto";
export type { CreatedPixCharge, PixChargeLookup } from "./pix";
export type { PixChargeListQuery } from "./pix-list";
export {
  pixWebhookBodySchema,
  webhookItems,
  type IgnoredItem,
  type ReportedPayment,
  type WebhookItem,
  type WebhookRegistration,
} from "./webhook";

export type EfiClientOptions = {
  /** PIX API root, e.g. https://pix.api.efipay.com.br. */
  pixBaseUrl: string;
  /** Charges API root including /v1, e.g. https://cobrancas.api.efipay.com.br/v1. */
  chargesBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** PKCS#12 file of the PIX API's mTLS certificate; only used for https URLs. */
  certPath?: string;
  certPassphrase?: string;
  /** Extra trusted CA (PEM) for the PIX API's server certificate; tests and private gateways only. */
  certAuthority?: string | Buffer;
  pixKey: string;
  timeoutMs: number;
  now?: () => Date;
};

export type EfiClient = {
  /** The charge with a QR image drawn locally; its `pageUrl` comes from `pixLink`. */
  createPixCharge(input: CreatePixChargeInput): Promise<CreatedPixCharge>;
  /** The link to the gateway's payment page of a created charge's location. */
  pixLink(locationId: number): Promise<string>;
  getPixCharge(txid: string): Promise<PixCharge>;
  /** The charges created in a period (optionally with one status), every page of GET /v2/cob. */
  listPixCharges(query: PixChargeListQuery): Promise<PixCharge[]>;
  /** What became of a charge created with `txid` whose answer was lost. */
  findPixCharge(txid: string): Promise<PixChargeLookup>;
  createBoleto(input: CreateBoletoInput): Promise<IssuedBoleto>;
  /** The invoice's payable boleto that a lost answer left at the gateway, if any. */
  findLiveBoleto(lookup: BoletoLookup): Promise<IssuedBoleto | null>;
  /** The changes of status behind a notification token the charges API POSTed (GET /v1/notification/:token). */
  getChargeNotification(token: string): Promise<ChargeEvent[]>;
  /** PUT /v2/webhook/:chave for the configured PIX key. */
  registerWebhook(webhookUrl: string, options?: { skipMtls?: boolean }): Promise<WebhookRegistration>;
  /** GET /v2/webhook/:chave: what is registered for the configured PIX key, or null. */
  getWebhook(): Promise<WebhookRegistration | null>;
};

const trimSlash = (url: string) => url.replace(/\/+$/, "");

function pixTransport(options: EfiClientOptions): Send {
  if (!options.certPath) return plainSend;
  if (!options.pixBaseUrl.startsWith("https:")) {
    log.warn("efi: certificado ignorado, a URL da API PIX não é https");
    return plainSend;
  }
  // Read lazily so a missing file fails the first PIX call, not the whole server start.
  let send: Send | undefined;
  return (req) => {
    send ??= mtlsSend(
      createMtlsAgent({
        pfx: readCertificate(options.certPath!),
        passphrase: options.certPassphrase,
        ca: options.certAuthority,
      }),
    );
    return send(req);
  };
}

function readCertificate(certPath: string): Buffer {
  try {
    return readFileSync(certPath);
  } catch (error) {
    throw new Error(`efi: não foi possível ler o certificado (EFI_CERT_PATH=${certPath})`, { cause: error });
  }
}

export function createEfiClient(options: EfiClientOptions): EfiClient {
  const now = options.now ?? (() => new Date());
  const pixBaseUrl = trimSlash(options.pixBaseUrl);
  const chargesBaseUrl = trimSlash(options.chargesBaseUrl);
  const credentials = { clientId: options.clientId, clientSecret: options.clientSecret, timeoutMs: options.timeoutMs, now };

  const pixSend = pixTransport(options);
  const pix = {
    baseUrl: pixBaseUrl,
    pixKey: options.pixKey,
    timeoutMs: options.timeoutMs,
    send: pixSend,
    tokens: new TokenCache({ api: "pix", tokenUrl: `${pixBaseUrl}/oauth/token`, send: pixSend, ...credentials }),
  };
  const charges = {
    baseUrl: chargesBaseUrl,
    timeoutMs: options.timeoutMs,
    send: plainSend,
    now,
    tokens: new TokenCache({ api: "charges", tokenUrl: `${chargesBaseUrl}/authorize`, send: plainSend, ...credentials }),
  };

  return {
    createPixCharge: (input) => createPixCharge(pix, input),
    pixLink: (locationId) => pixLink(pix, locationId),
    getPixCharge: (txid) => getPixCharge(pix, txid),
    listPixCharges: (query) => listPixCharges(pix, query),
    findPixCharge: (txid) => findPixCharge(pix, txid),
    createBoleto: (input) => createBoleto(charges, input),
    findLiveBoleto: (lookup) => findLiveBoleto(charges, lookup),
    getChargeNotification: (token) => getChargeNotification(charges, token),
    registerWebhook: (webhookUrl, opts) => registerWebhook(pix, webhookUrl, opts?.skipMtls ?? false),
    getWebhook: () => getWebhook(pix),
  };
}

const shared = configuredOnce((env) =>
  createEfiClient({
    pixBaseUrl: env.EFI_PIX_URL,
    chargesBaseUrl: env.EFI_CHARGES_URL,
    clientId: env.EFI_CLIENT_ID,
    clientSecret: env.EFI_CLIENT_SECRET,
    certPath: env.EFI_CERT_PATH,
    certPassphrase: env.EFI_CERT_PASSPHRASE,
    pixKey: env.EFI_PIX_KEY,
    timeoutMs: env.EFI_TIMEOUT_MS,
  }),
);

/**
 * The client built from the configuration, kept while config() returns the same one: one per
 * process, so its tokens are reused.
 */
export function efi(): EfiClient {
  return shared();
}

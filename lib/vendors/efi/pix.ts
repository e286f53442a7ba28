import "server-only";
import QRCode from "qrcode";
import type { z } from "zod";
import { documentKind, normalizeDocument } from "@/lib/shared/br/document";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { sendAuthorized, type TokenCache } from "./auth";
import { isNotFound, isSuccess, pixApiError } from "./errors";
import { generateTxid, isValidTxid, PIX_DEFAULT_EXPIRY_SECONDS, PIX_DESCRIPTION_MAX, toPixAmount, truncateDescription } from "./helpers";
import { createdCobSchema, pixTransactionSchema, qrcodeSchema, type InfoAdicional, type PixTransaction } from "./schemas";
import type { Send } from "./transport";
import type { AdditionalInfo, ChargePayer, CreatedPix, CreatePixChargeInput, PixCharge } from "./types";

export type PixContext = {
  baseUrl: string;
  pixKey: string;
  timeoutMs: number;
  send: Send;
  tokens: TokenCache;
};

export const TXID_INVALID_MESSAGE = "TXID inválido. Verifique se o formato está correto (26-35 caracteres alfanuméricos)";

/** The gateway's `devedor`. */
type PixDevedor = { nome: string; cpf?: string; cnpj?: string };

/** Efí's limits on additional info: 50 entries, name up to 50 characters, value up to 200. */
const INFO_LIMITS = { entries: 50, name: 50, value: 200 };

export function pixDevedor(cpfCnpj: string, nome: string): PixDevedor {
  const document = normalizeDocument(cpfCnpj);
  const kind = documentKind(document);
  if (!kind) throw new RangeError("CPF ou CNPJ do devedor inválido");
  const name = truncateDescription(nome, 200);
  return kind === "cpf" ? { cpf: document, nome: name } : { cnpj: document, nome: name };
}

/** The invoice id and the spec's interest and fine (0.00) travel as additional info. */
export function pixInfoAdicionais(invoiceId: string | number, extra: AdditionalInfo[] = []): InfoAdicional[] {
  return [
    { nome: "Fatura", valor: String(invoiceId) },
    { nome: "Juros", valor: "0.00" },
    { nome: "Multa", valor: "0.00" },
    ...extra.map(({ name, value }) => ({ nome: name, valor: value })),
  ]
    .slice(0, INFO_LIMITS.entries)
    .map((info) => ({
      nome: truncateDescription(info.nome, INFO_LIMITS.name),
      valor: truncateDescription(info.valor, INFO_LIMITS.value),
    }));
}

/** The PUT /v2/cob/:txid body (docs/UPSTREAMS.md §2.2). */
export function pixChargeBody(input: CreatePixChargeInput, pixKey: string) {
  return {
    calendario: { expiracao: input.expirySeconds ?? PIX_DEFAULT_EXPIRY_SECONDS },
    devedor: pixDevedor(input.payerDocument, input.payerName),
    valor: { original: toPixAmount(input.amount) },
    chave: pixKey,
    solicitacaoPagador: truncateDescription(input.description, PIX_DESCRIPTION_MAX),
    infoAdicionais: pixInfoAdicionais(input.invoiceId, input.additionalInfo),
  };
}

/**
 * A charge just created: drawn from the create answer alone, its `pageUrl` still empty, and the
 * location whose link `pixLink` asks for.
 */
export type CreatedPixCharge = { pix: CreatedPix; locationId: number };

/**
 * Creates an immediate charge. Never retried: a repeat would be a second charge. The QR image is
 * drawn here from the answer's `pixCopiaECola`, always present on create (docs/UPSTREAMS.md §2.2),
 * so the payer is not kept waiting for a second round to the gateway; only the link to the
 * gateway's payment page needs one (`pixLink`).
 */
export async function createPixCharge(ctx: PixContext, input: CreatePixChargeInput): Promise<CreatedPixCharge> {
  const txid = input.txid ?? generateTxid();
  if (!isValidTxid(txid)) throw new RangeError(TXID_INVALID_MESSAGE);
  const body = pixChargeBody(input, ctx.pixKey);

  const created = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/v2/cob/${txid}`,
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    timeoutMs: ctx.timeoutMs,
    retry: false,
  });
  if (!isSuccess(created)) throw pixApiError(created);
  const cob = parseUpstream("efi", createdCobSchema, created.json);
  const qrcode = { qrcode: cob.pixCopiaECola, imagemQrcode: await qrImage(cob.pixCopiaECola), linkVisualizacao: "" };
  return { pix: createdPix(cob, qrcode, body), locationId: cob.loc.id };
}

/** The QR code of a BR Code as a PNG data URL, like the gateway's `imagemQrcode`. */
function qrImage(code: string): Promise<string> {
  return QRCode.toDataURL(code, { type: "image/png", errorCorrectionLevel: "M", margin: 2, width: 300 });
}

/** The gateway's payment page of a charge (`linkVisualizacao` of GET /v2/loc/:id/qrcode). */
export async function pixLink(ctx: PixContext, locationId: number): Promise<string> {
  return (await qrCodeOf(ctx, locationId)).linkVisualizacao;
}

/**
 * What became of a charge created with this txid whose answer never arrived: `absent` when
 * the gateway never made it (the txid is still free), `active` with the charge when it is
 * waiting to be paid, `closed` when it exists but can no longer be paid (the txid is spent).
 */
export type PixChargeLookup = { state: "absent" } | { state: "active"; charge: CreatedPix } | { state: "closed" };

export async function findPixCharge(ctx: PixContext, txid: string): Promise<PixChargeLookup> {
  const res = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/v2/cob/${txid}`,
    timeoutMs: ctx.timeoutMs,
    retry: true,
  });
  if (!isSuccess(res)) {
    // Efí names a charge that does not exist whatever the status it answers with (lib/vendors/efi/errors.ts).
    const error = pixApiError(res);
    if (isNotFound(error)) return { state: "absent" };
    throw error;
  }
  const cob = parseUpstream("efi", createdCobSchema.omit({ pixCopiaECola: true }), res.json);
  if (cob.status.toUpperCase() !== "ATIVA") return { state: "closed" };
  return { state: "active", charge: await withQrCode(ctx, cob) };
}

type CreatedCob = Omit<z.output<typeof createdCobSchema>, "pixCopiaECola">;

async function qrCodeOf(ctx: PixContext, locationId: number): Promise<z.output<typeof qrcodeSchema>> {
  const qr = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/v2/loc/${locationId}/qrcode`,
    timeoutMs: ctx.timeoutMs,
    retry: true,
  });
  if (!isSuccess(qr)) throw pixApiError(qr);
  return parseUpstream("efi", qrcodeSchema, qr.json);
}

/** An existing charge as handed out: the charge plus its QR code (image, copy-and-paste, link). */
async function withQrCode(ctx: PixContext, cob: CreatedCob): Promise<CreatedPix> {
  return createdPix(cob, await qrCodeOf(ctx, cob.loc.id));
}

/** The charge in the portal's words; what the answer leaves out is taken from what was sent. */
function createdPix(cob: CreatedCob, qrcode: z.output<typeof qrcodeSchema>, sent?: ReturnType<typeof pixChargeBody>): CreatedPix {
  return {
    txid: cob.txid,
    status: cob.status,
    amount: cob.valor.original,
    createdAt: cob.calendario.criacao,
    expirySeconds: cob.calendario.expiracao,
    payer: chargePayer(cob.devedor ?? sent?.devedor ?? { nome: "" }),
    payerRequest: cob.solicitacaoPagador ?? sent?.solicitacaoPagador ?? "",
    additionalInfo: additionalInfo(cob.infoAdicionais),
    pixCode: qrcode.qrcode,
    qrImage: qrcode.imagemQrcode,
    pageUrl: qrcode.linkVisualizacao,
  };
}

/** The gateway's `devedor` in the portal's words; also what rows stored in the former shape hold (lib/billing/payments/stored.ts). */
export function chargePayer({ nome, cpf, cnpj }: PixDevedor): ChargePayer {
  return { name: nome, ...(cpf ? { cpf } : {}), ...(cnpj ? { cnpj } : {}) };
}

/** The gateway's `infoAdicionais` in the portal's words. */
export const additionalInfo = (infos: InfoAdicional[]): AdditionalInfo[] => infos.map(({ nome, valor }) => ({ name: nome, value: valor }));

/** GET /v2/cob/:txid: Efí's "not found" becomes UpstreamNotFoundError, another refusal UpstreamRejectedError with its message. */
export async function getPixCharge(ctx: PixContext, txid: string): Promise<PixCharge> {
  if (!isValidTxid(txid)) throw new UpstreamRejectedError("efi", TXID_INVALID_MESSAGE, 400);
  const res = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/v2/cob/${txid}`,
    timeoutMs: ctx.timeoutMs,
    retry: true,
  });
  if (!isSuccess(res)) throw pixApiError(res);
  return reshapePixCharge(parseUpstream("efi", pixTransactionSchema, res.json));
}

/** The gateway's charge in the portal's words (docs/GLOSSARY.md); its field names stay here. */
export function reshapePixCharge(cob: PixTransaction): PixCharge {
  return {
    txid: cob.txid,
    status: cob.status,
    createdAt: cob.calendario.criacao,
    expirySeconds: cob.calendario.expiracao,
    amount: cob.valor.original,
    pixKey: cob.chave,
    payer: cob.devedor ? { name: cob.devedor.nome, cpf: cob.devedor.cpf, cnpj: cob.devedor.cnpj } : null,
    payerRequest: cob.solicitacaoPagador ?? null,
    additionalInfo: additionalInfo(cob.infoAdicionais),
    pixCode: cob.pixCopiaECola ?? null,
    payments: cob.pix.map((p) => ({
      endToEndId: p.endToEndId,
      txid: p.txid ?? null,
      amount: p.valor,
      paidAt: p.horario,
      payerNote: p.infoPagador ?? null,
    })),
  };
}

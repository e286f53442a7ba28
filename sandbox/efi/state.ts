import { randomBytes } from "node:crypto";
import QRCode from "qrcode";
import { buildDynamicBrCode } from "@/lib/billing/brcode/brcode";

/** What the Efí sandbox holds: PIX charges (cob) with their locations, and boletos. */

export type PixEntry = {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
  infoPagador?: string;
};

export type SandboxCob = {
  txid: string;
  status: "ATIVA" | "CONCLUIDA" | "REMOVIDA_PELO_USUARIO_RECEBEDOR" | "REMOVIDA_PELO_PSP";
  revisao: number;
  calendario: { criacao: string; expiracao: number };
  loc: { id: number; location: string; tipoCob: "cob"; criacao: string };
  devedor?: { nome: string; cpf?: string; cnpj?: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  infoAdicionais: { nome: string; valor: string }[];
  pixCopiaECola: string;
  pix: PixEntry[];
};

/** One change of status of a charge, as GET /v1/notification/:token lists it. */
export type ChargeStatusChange = {
  current: string;
  previous: string | null;
  /** ISO instant. */
  at: string;
  /** Centavos, on the change that confirms a payment. */
  value?: number;
};

export type SandboxCharge = {
  charge_id: number;
  total: number;
  status: "waiting" | "paid";
  custom_id: string | null;
  /** metadata.notification_url: where each change of status is notified (null when none was given). */
  notification_url: string | null;
  /** ISO instant (rendered as Efí writes dates, "YYYY-MM-DD HH:MM:SS" in São Paulo). */
  created_at: string;
  items: { name: string; value: number; amount: number }[];
  /** As the one-step request sent it: {name, cpf, …} or {juridical_person: {corporate_name, cnpj}, …}. */
  customer: Record<string, unknown>;
  expire_at: string;
  message?: string;
  /** Formatted linha digitável. */
  barcode: string;
  /** The boleto's PIX; absent for a plain boleto (SANDBOX_EFI_BOLETO_PIX=0). */
  pix?: { qrcode: string };
  /** Every change of status, oldest first (new, waiting, then paid). */
  changes: ChargeStatusChange[];
  /** The token Efí POSTs to notification_url; made at the first notification. */
  notificationToken?: string;
  /** Once paid: centavos received and when. */
  paid?: { value: number; at: string };
};

export type Merchant = { name: string; city: string; pixKey: string };

export type EfiState = {
  cobs: Map<string, SandboxCob>;
  /** loc id → txid. */
  locs: Map<number, string>;
  charges: Map<number, SandboxCharge>;
  /** Notification token → charge id. */
  notifications: Map<string, number>;
  nextLocId: number;
  nextChargeId: number;
};

/** Where the sandbox's charges "live", written into BR Codes as field 26-25 (no scheme). */
export const LOCATION_HOST = "qrcodes-pix.sandbox.local";

export function newLocation(kind: "cob" | "cobv" = "cob"): string {
  return `${LOCATION_HOST}/v2/${kind === "cobv" ? "cobv/" : ""}${randomBytes(16).toString("hex")}`;
}

export function brCodeFor(location: string, merchant: Merchant, amount: number): string {
  return buildDynamicBrCode({ location, merchantName: merchant.name, merchantCity: merchant.city, amount });
}

const qrCache = new Map<string, Promise<string>>();

/** A PNG data URL of the code, cached since the same code is asked for repeatedly. */
export function qrPng(code: string): Promise<string> {
  let image = qrCache.get(code);
  if (!image) {
    image = QRCode.toDataURL(code, { type: "image/png", errorCorrectionLevel: "M", margin: 2, width: 300 });
    qrCache.set(code, image);
    if (qrCache.size > 500) qrCache.delete(qrCache.keys().next().value!);
  }
  return image;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function randomAlnum(length: number): string {
  return Array.from(randomBytes(length), (b) => ALNUM[b % ALNUM.length]).join("");
}

/** E + payer's ISPB (8) + yyyyMMddHHmm (UTC) + 11 alphanumerics: the BCB end-to-end id shape. */
export function endToEndId(at: Date, ispb = "18236120"): string {
  const stamp = at.toISOString().replace(/\D/g, "").slice(0, 12);
  return `E${ispb}${stamp}${randomAlnum(11)}`;
}

export const DEMO_TXID_CONCLUIDA = "DEMOCONCLUIDA00000000000000001";
export const DEMO_TXID_ATIVA = "DEMOATIVA000000000000000000001";

/** The fixed demo charges, dated relative to `now` so the dataset never goes stale. */
export function createState(merchant: Merchant, now: Date = new Date()): EfiState {
  const cobs = new Map<string, SandboxCob>();
  const locs = new Map<number, string>();
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  const paidAt = minutesAgo(2 * 24 * 60 - 4);
  const concluida = demoCob(merchant, {
    txid: DEMO_TXID_CONCLUIDA,
    locId: 1,
    criacao: minutesAgo(2 * 24 * 60),
    expiracao: 3600,
    devedor: { cpf: "52998224725", nome: "Maria Silva Santos" },
    valor: "99.90",
    solicitacaoPagador: "Fatura 100234 - Internet Fibra 300 Mega",
    invoice: "100234",
  });
  concluida.status = "CONCLUIDA";
  concluida.pix.push({
    endToEndId: endToEndId(paidAt),
    txid: DEMO_TXID_CONCLUIDA,
    valor: "99.90",
    horario: paidAt.toISOString(),
    infoPagador: "Pagamento da fatura de internet",
  });

  const ativa = demoCob(merchant, {
    txid: DEMO_TXID_ATIVA,
    locId: 2,
    criacao: minutesAgo(10),
    expiracao: 86_400,
    devedor: { cpf: "11144477735", nome: "João Pereira Lima" },
    valor: "129.90",
    solicitacaoPagador: "Fatura 100311 - Internet Fibra 500 Mega",
    invoice: "100311",
  });

  for (const cob of [concluida, ativa]) {
    cobs.set(cob.txid, cob);
    locs.set(cob.loc.id, cob.txid);
  }
  return { cobs, locs, charges: new Map(), notifications: new Map(), nextLocId: 100, nextChargeId: 44_000_001 };
}

function demoCob(
  merchant: Merchant,
  d: {
    txid: string;
    locId: number;
    criacao: Date;
    expiracao: number;
    devedor: { cpf: string; nome: string };
    valor: string;
    solicitacaoPagador: string;
    invoice: string;
  },
): SandboxCob {
  const location = newLocation();
  const criacao = d.criacao.toISOString();
  return {
    txid: d.txid,
    status: "ATIVA",
    revisao: 0,
    calendario: { criacao, expiracao: d.expiracao },
    loc: { id: d.locId, location, tipoCob: "cob", criacao },
    devedor: d.devedor,
    valor: { original: d.valor },
    chave: merchant.pixKey,
    solicitacaoPagador: d.solicitacaoPagador,
    infoAdicionais: [
      { nome: "Fatura", valor: d.invoice },
      { nome: "Juros", valor: "0.00" },
      { nome: "Multa", valor: "0.00" },
    ],
    pixCopiaECola: brCodeFor(location, merchant, Number(d.valor)),
    pix: [],
  };
}

/** The cob as the PIX API answers it: `pix` only once paid, `location` repeated at the top. */
export function cobJson(cob: SandboxCob) {
  const { pix, ...rest } = cob;
  return { ...rest, location: cob.loc.location, ...(pix.length ? { pix } : {}) };
}

/**
 * A cob as an item of GET /v2/cob: its payments also name the key that received them (the SDK's
 * PixListChargesResponseSchema has `pix[].chave`, which the detail's schema does not allow).
 */
export function listedCobJson(cob: SandboxCob) {
  const json = cobJson(cob);
  return json.pix ? { ...json, pix: json.pix.map((entry) => ({ ...entry, chave: cob.chave })) } : json;
}

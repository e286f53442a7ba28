/**
 * The portal's own types for what it asks of the gateway and what it gets back (docs/GLOSSARY.md):
 * the gateway's field names (docs/SPEC.md §3, docs/UPSTREAMS.md §2) stay in this folder.
 */

/** A charge's additional information as the portal gives it (the gateway's `infoAdicionais`). */
export type AdditionalInfo = { name: string; value: string };

/** Whom a charge names as its payer (the gateway's `devedor`): a CPF or a CNPJ. */
export type ChargePayer = { name: string; cpf?: string; cnpj?: string };

/**
 * A PIX charge the portal hands out (docs/SPEC.md §3 "PIX response"): the charge as created, its
 * copy-and-paste code, the QR image drawn from it and the gateway's payment page.
 */
export type CreatedPix = {
  txid: string;
  /** As the gateway sends it; ATIVA while it can be paid. */
  status: string;
  /** "119.90" (`valor.original`). */
  amount: string;
  /** ISO instant (`calendario.criacao`). */
  createdAt: string;
  /** Seconds it stays payable after creation (`calendario.expiracao`). */
  expirySeconds: number;
  payer: ChargePayer;
  /** What the payer reads: 'Fatura N - …' (`solicitacaoPagador`). */
  payerRequest: string;
  additionalInfo: AdditionalInfo[];
  /** The copy-and-paste PIX code (`pixCopiaECola`). */
  pixCode: string;
  /** The QR code of `pixCode`, a PNG data URL. */
  qrImage: string;
  /** The gateway's payment page (`linkVisualizacao`); empty until known (lib/billing/payments/pix.ts). */
  pageUrl: string;
};

/**
 * A boleto the portal issued (docs/SPEC.md §3 "Boleto response"). A plain boleto (an account
 * without PIX on boleto) has no `pix`, and Efí may leave out its links (docs/UPSTREAMS.md §2.3):
 * the screens show what there is.
 */
export type IssuedBoleto = {
  /** The charge's id at the gateway (`charge_id`). */
  chargeId: number;
  /** Reais: the total issued. */
  amount: number;
  /** Centavos: the total issued (`total`). */
  totalCents: number;
  /** As the gateway sends it: new, waiting, … */
  status: string;
  /** The linha digitável, formatted (`barcode`). */
  digitableLine: string;
  /** The boleto's page (`link`), or null. */
  pageUrl: string | null;
  /** The boleto's PDF to view (`pdf.charge`), or null. */
  pdfUrl: string | null;
  /** The boleto's PDF to download (`billet_link`), or null. */
  downloadUrl: string | null;
  /** YYYY-MM-DD: the day it can be paid until (`expire_at`). */
  expiresOn: string;
  /** The boleto's own PIX: its copy-and-paste code and QR image. */
  pix?: { code: string; qrImage: string };
};

/** A payment the gateway received for a PIX charge (an entry of its `pix` list). */
export type PixChargePayment = {
  endToEndId: string;
  txid: string | null;
  /** "119.90", as the gateway writes amounts. */
  amount: string;
  /** ISO instant (`horario`). */
  paidAt: string;
  /** What the payer wrote (`infoPagador`). */
  payerNote: string | null;
};

/** A PIX charge as the gateway shows it now (GET /v2/cob/:txid), in the portal's words. */
export type PixCharge = {
  txid: string;
  /** As the gateway sends it: ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR, REMOVIDA_PELO_PSP. */
  status: string;
  /** ISO instant (`calendario.criacao`). */
  createdAt: string;
  /** Seconds it stays payable after creation (`calendario.expiracao`). */
  expirySeconds: number;
  /** "119.90" (`valor.original`). */
  amount: string;
  /** The receiver's PIX key (`chave`). */
  pixKey: string;
  /** The debtor (`devedor`), when the charge names one. */
  payer: ChargePayer | null;
  /** What the payer reads (`solicitacaoPagador`). */
  payerRequest: string | null;
  additionalInfo: AdditionalInfo[];
  /** The copy-and-paste PIX code (`pixCopiaECola`). */
  pixCode: string | null;
  payments: PixChargePayment[];
};

/** What the portal asks for when it creates a PIX charge; `pixChargeBody` writes the gateway's fields. */
export type CreatePixChargeInput = {
  /** 26–35 alphanumerics; a random one is generated when absent. */
  txid?: string;
  invoiceId: string | number;
  /** The payer's document: CPF (11 digits) or CNPJ (14); punctuation is ignored. */
  payerDocument: string;
  payerName: string;
  /** Reais. */
  amount: number;
  description: string;
  expirySeconds?: number;
  additionalInfo?: AdditionalInfo[];
};

/** What the portal asks for when it issues a boleto; `boletoChargeBody` writes the gateway's fields. */
export type CreateBoletoInput = {
  invoiceId: string | number;
  /** metadata.custom_id; defaults to the invoice id. */
  customId?: string;
  payerDocument: string;
  payerName: string;
  email?: string | null;
  phone?: string | null;
  /** Reais. */
  amount: number;
  description: string;
  /** The invoice's due date, YYYY-MM-DD. */
  dueDate: string;
  message?: string;
  /** metadata.notification_url: where Efí POSTs a token each time the charge changes status. */
  notificationUrl?: string;
  now?: Date;
};

/**
 * One change of status of a charge of the charges API, from its notification
 * (GET /v1/notification/:token), in the portal's words.
 */
export type ChargeEvent = {
  chargeId: number;
  /** metadata.custom_id the charge was created with. */
  customId: string | null;
  /** The status the charge changed to (new, waiting, paid, unpaid, canceled, …). */
  status: string;
  /** The status it changed from; null for the first. */
  previousStatus: string | null;
  /** Centavos paid, present when the change confirms a payment. */
  paidValueCents: number | null;
  /** YYYY-MM-DD the bank received the payment, when the change confirms one. */
  receivedByBankAt: string | null;
  /** ISO instant of the change (Efí writes São Paulo local time, "YYYY-MM-DD HH:MM:SS"). */
  createdAt: string;
};

import type { InfoAdicional } from "./schemas";

/** What the portal's screens read (docs/SPEC.md §3), built from the gateway's answers. */

export type { InfoAdicional };

export type PixDevedor = { nome: string; cpf?: string; cnpj?: string };

/** docs/SPEC.md §3 "PIX response". */
export type PixChargeResponse = {
  success: true;
  message: string;
  pix: {
    imagem_qrcode: string;
    pix_copiaecola: string;
    link_responsivo: string;
    detalhes: {
      txid: string;
      status: string;
      valor: { original: string };
      calendario: { criacao: string; expiracao: number };
      devedor: PixDevedor;
      solicitacaoPagador: string;
      infoAdicionais: InfoAdicional[];
    };
  };
};

/**
 * The boleto's details (docs/SPEC.md §3 "Boleto response", `detalhes_completos.data`). A plain
 * boleto (an account without PIX on boleto) has no `pix`, and Efí may leave out its links
 * (docs/UPSTREAMS.md §2.3): the screens show what there is.
 */
export type BoletoDetails = {
  charge_id: number;
  /** Centavos. */
  total: number;
  status: string;
  /** The linha digitável, formatted. */
  barcode: string;
  /** The boleto's page. */
  link?: string;
  billet_link?: string;
  pdf?: { charge: string };
  /** YYYY-MM-DD: the day it can be paid until. */
  expire_at: string;
  pix?: { qrcode: string; qrcode_image: string };
};

/** docs/SPEC.md §3 "Boleto response". */
export type BoletoResponse = {
  success: true;
  message: string;
  boleto: {
    /** Reais, as the invoice's amount due. */
    valor: number;
    /** The linha digitável, formatted. */
    codigo_barras: string;
    /** The boleto's page; null when the gateway gave none. */
    link_boleto: string | null;
    detalhes_completos: { data: BoletoDetails };
  };
};

/** A charge's additional information as the portal gives it (the gateway's `infoAdicionais`). */
export type AdditionalInfo = { name: string; value: string };

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
  payer: { name: string; cpf?: string; cnpj?: string } | null;
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

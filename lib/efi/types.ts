import type { InfoAdicional, OneStepBillet, PixPayment, PixTransaction } from "./schemas";

/** What the portal's screens read (docs/SPEC.md §3), built from the gateway's answers. */

export type { InfoAdicional, PixPayment, PixTransaction };

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

/** docs/SPEC.md §3 "Boleto response". */
export type BoletoResponse = {
  success: true;
  message: string;
  boleto: {
    /** Reais, as the invoice's amount due. */
    valor: number;
    /** The linha digitável, formatted. */
    codigo_barras: string;
    link_boleto: string;
    detalhes_completos: { data: OneStepBillet };
  };
};

/** A charge's additional information as the portal gives it (the gateway's `infoAdicionais`). */
export type AdditionalInfo = { name: string; value: string };

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
  now?: Date;
};

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
    /** Reais, as the invoice's valorCorrigido. */
    valor: number;
    /** The linha digitável, formatted. */
    codigo_barras: string;
    link_boleto: string;
    detalhes_completos: { data: OneStepBillet };
  };
};

export type CreatePixChargeInput = {
  /** 26–35 alphanumerics; a random one is generated when absent. */
  txid?: string;
  invoiceId: string | number;
  /** CPF (11 digits) or CNPJ (14); punctuation is ignored. */
  cpfCnpj: string;
  nome: string;
  /** Reais. */
  valor: number;
  descricao: string;
  expiracaoSeconds?: number;
  infoAdicionais?: InfoAdicional[];
};

export type CreateBoletoInput = {
  invoiceId: string | number;
  /** metadata.custom_id; defaults to the invoice id. */
  customId?: string;
  cpfCnpj: string;
  nome: string;
  email?: string | null;
  telefone?: string | null;
  /** Reais. */
  valor: number;
  descricao: string;
  /** The invoice's due date, YYYY-MM-DD. */
  dataVencimento: string;
  mensagem?: string;
  now?: Date;
};

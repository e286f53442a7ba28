import { maskPayer, type Payer } from "@/lib/br/masking";
import type { PixTransaction } from "@/lib/efi/schemas";

/**
 * What the public check returns (spec §3 "PIX transaction (check)"): anyone holding a txid may
 * read it, so it carries only what a payer needs, and the debtor's name and CPF/CNPJ only masked
 * as on the public invoice page (Maria S**** S*****, 529.***.***-25). Fields are copied one by one
 * so nothing new from the gateway leaks through.
 */
export type PublicPixTransaction = {
  status: string;
  valor: { original: string };
  calendario: { criacao: string };
  txid: string;
  chave: string;
  devedor: Payer | null;
  solicitacaoPagador: string | null;
  infoAdicionais: { nome: string; valor: string }[];
  pix: { horario: string; valor: string; endToEndId: string; infoPagador: string | null }[];
  pixCopiaECola: string | null;
};

export function toPublicTransactionView(tx: PixTransaction): PublicPixTransaction {
  return {
    status: tx.status.toUpperCase(),
    valor: { original: tx.valor.original },
    calendario: { criacao: tx.calendario.criacao },
    txid: tx.txid,
    chave: tx.chave,
    devedor: tx.devedor ? maskPayer(tx.devedor) : null,
    solicitacaoPagador: tx.solicitacaoPagador ?? null,
    infoAdicionais: tx.infoAdicionais.map(({ nome, valor }) => ({ nome, valor })),
    pix: tx.pix.map((p) => ({ horario: p.horario, valor: p.valor, endToEndId: p.endToEndId, infoPagador: p.infoPagador ?? null })),
    pixCopiaECola: tx.pixCopiaECola ?? null,
  };
}

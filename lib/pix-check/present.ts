import { maskDocumentMiddle } from "@/lib/br/masking";
import type { PixTransaction } from "@/lib/efi/schemas";

/**
 * What the public check returns (spec §3 "PIX transaction (check)"): anyone holding a txid may
 * read it, so it carries only what a payer needs, and the debtor's CPF/CNPJ only masked
 * (529.***.***-25). Fields are copied one by one so nothing new from the gateway leaks through.
 */
export type PublicPixTransaction = {
  status: string;
  valor: { original: string };
  calendario: { criacao: string };
  txid: string;
  chave: string;
  devedor: { nome: string; cpf?: string; cnpj?: string } | null;
  solicitacaoPagador: string | null;
  infoAdicionais: { nome: string; valor: string }[];
  pix: { horario: string; valor: string; endToEndId: string; infoPagador: string | null }[];
  pixCopiaECola: string | null;
};

export function toPublicTransaction(tx: PixTransaction): PublicPixTransaction {
  const devedor = tx.devedor
    ? {
        nome: tx.devedor.nome,
        ...(tx.devedor.cpf ? { cpf: maskDocumentMiddle(tx.devedor.cpf) } : {}),
        ...(tx.devedor.cnpj ? { cnpj: maskDocumentMiddle(tx.devedor.cnpj) } : {}),
      }
    : null;
  return {
    status: tx.status.toUpperCase(),
    valor: { original: tx.valor.original },
    calendario: { criacao: tx.calendario.criacao },
    txid: tx.txid,
    chave: tx.chave,
    devedor,
    solicitacaoPagador: tx.solicitacaoPagador ?? null,
    infoAdicionais: tx.infoAdicionais.map(({ nome, valor }) => ({ nome, valor })),
    pix: tx.pix.map((p) => ({ horario: p.horario, valor: p.valor, endToEndId: p.endToEndId, infoPagador: p.infoPagador ?? null })),
    pixCopiaECola: tx.pixCopiaECola ?? null,
  };
}

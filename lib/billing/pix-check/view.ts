import { maskPayer } from "@/lib/shared/br/masking";
import type { PixCharge } from "@/lib/vendors/efi/types";

/**
 * What the public check returns (docs/SPEC.md §3 "PIX transaction (check)"): anyone holding a txid may
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
  /** The response keeps Efí's names (docs/SPEC.md §3): `devedor` {`nome`, `cpf` | `cnpj`}. */
  devedor: { nome: string; cpf?: string; cnpj?: string } | null;
  solicitacaoPagador: string | null;
  infoAdicionais: { nome: string; valor: string }[];
  pix: { horario: string; valor: string; endToEndId: string; infoPagador: string | null }[];
  pixCopiaECola: string | null;
};

export function toPublicTransactionView(tx: PixCharge): PublicPixTransaction {
  return {
    status: tx.status.toUpperCase(),
    valor: { original: tx.amount },
    calendario: { criacao: tx.createdAt },
    txid: tx.txid,
    chave: tx.pixKey,
    devedor: tx.payer ? debtor(maskPayer(tx.payer)) : null,
    solicitacaoPagador: tx.payerRequest,
    infoAdicionais: tx.additionalInfo.map(({ name, value }) => ({ nome: name, valor: value })),
    pix: tx.payments.map((p) => ({ horario: p.paidAt, valor: p.amount, endToEndId: p.endToEndId, infoPagador: p.payerNote })),
    pixCopiaECola: tx.pixCode,
  };
}

function debtor({ name, cpf, cnpj }: ReturnType<typeof maskPayer>): NonNullable<PublicPixTransaction["devedor"]> {
  return { nome: name, ...(cpf ? { cpf } : {}), ...(cnpj ? { cnpj } : {}) };
}

import { CopyButton } from "@/components/ui/copy-button";
import { CopyableCode } from "@/components/billing/payments/copyable-code";
import { PixStatusBadge } from "@/components/billing/payments/pix-status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBRL, formatDateTime } from "@/lib/br";
import { pixCheckMessages as m } from "@/lib/billing/pix-check/messages";
import type { PublicPixTransaction } from "@/lib/billing/pix-check/view";
import { DetailRow } from "./detail-row";

const label = m.labels;

/** The check's result (docs/SPEC.md §2): status, amount, dates, ids with copy, payer, payments and the copy-and-paste code. */
export function PixTransactionCard({ transaction: tx }: { transaction: PublicPixTransaction }) {
  return (
    <Card role="region" aria-labelledby="pix-resultado">
      <CardHeader layout="row" className="flex-wrap">
        <CardTitle asChild>
          <h2 id="pix-resultado" className="text-lg">
            {formatBRL(tx.valor.original)}
          </h2>
        </CardTitle>
        <PixStatusBadge status={tx.status} />
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="divide-y text-sm">
          <DetailRow label={label.criacao}>{formatDateTime(tx.calendario.criacao)}</DetailRow>
          <DetailRow label={label.txid} action={<CopyButton text={tx.txid} what={label.txid} />}>
            <span className="font-mono">{tx.txid}</span>
          </DetailRow>
          <DetailRow label={label.chave} action={<CopyButton text={tx.chave} what={label.chave} />}>
            {tx.chave}
          </DetailRow>
          {tx.devedor && <DetailRow label={label.pagador}>{tx.devedor.nome}</DetailRow>}
          {(tx.devedor?.cpf ?? tx.devedor?.cnpj) && (
            <DetailRow label={label.documento}>{tx.devedor?.cpf ?? tx.devedor?.cnpj}</DetailRow>
          )}
          {tx.solicitacaoPagador && <DetailRow label={label.descricao}>{tx.solicitacaoPagador}</DetailRow>}
        </dl>

        {tx.infoAdicionais.length > 0 && (
          <section aria-labelledby="pix-info-adicionais" className="space-y-1">
            <h3 id="pix-info-adicionais" className="text-sm font-semibold">
              {label.infoAdicionais}
            </h3>
            <dl className="divide-y rounded-md border px-3 text-sm">
              {tx.infoAdicionais.map((info, index) => (
                <DetailRow key={`${info.nome}-${index}`} label={info.nome}>
                  {info.valor}
                </DetailRow>
              ))}
            </dl>
          </section>
        )}

        {tx.pix.map((payment) => (
          <section
            key={payment.endToEndId}
            aria-label={m.paymentsTitle}
            className="space-y-1 rounded-md border border-success/40 bg-success/5 p-3"
          >
            <h3 className="text-sm font-semibold text-success">{m.paymentsTitle}</h3>
            <dl className="divide-y text-sm">
              <DetailRow label={label.horario}>{formatDateTime(payment.horario)}</DetailRow>
              <DetailRow label={label.valorPago}>{formatBRL(payment.valor)}</DetailRow>
              <DetailRow
                label={label.endToEndId}
                action={<CopyButton text={payment.endToEndId} what={label.endToEndId} />}
              >
                <span className="font-mono">{payment.endToEndId}</span>
              </DetailRow>
              {payment.infoPagador && <DetailRow label={label.infoPagador}>{payment.infoPagador}</DetailRow>}
            </dl>
          </section>
        ))}

        {tx.pixCopiaECola && <CopyableCode id="pix-copia-e-cola" label={m.copyCodeTitle} value={tx.pixCopiaECola} />}
      </CardContent>
    </Card>
  );
}

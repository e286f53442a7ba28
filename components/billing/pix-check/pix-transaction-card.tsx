import { CopyButton } from "@/components/ui/copy-button";
import { CopyableCode } from "@/components/billing/payments/copyable-code";
import { PixStatusBadge } from "@/components/billing/payments/pix-status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { formatBRL, formatDateTime } from "@/lib/shared/br";
import { pixCheckMessages as m } from "@/lib/billing/pix-check/messages";
import type { PublicPixTransaction } from "@/lib/billing/pix-check/view";

const label = m.labels;

/** The check's result (docs/SPEC.md §2): status, amount, dates, ids with copy, payer, payments and the copy-and-paste code. */
export function PixTransactionCard({ transaction: tx }: { transaction: PublicPixTransaction }) {
  const payerDocument = tx.devedor?.cpf ?? tx.devedor?.cnpj;
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
        <DetailList
          layout="rows"
          items={[
            { label: label.criacao, value: formatDateTime(tx.calendario.criacao) },
            {
              label: label.txid,
              value: <span className="font-mono">{tx.txid}</span>,
              action: <CopyButton text={tx.txid} what={label.txid} />,
            },
            { label: label.chave, value: tx.chave, action: <CopyButton text={tx.chave} what={label.chave} /> },
            ...(tx.devedor ? [{ label: label.pagador, value: tx.devedor.nome }] : []),
            ...(payerDocument ? [{ label: label.documento, value: payerDocument }] : []),
            ...(tx.solicitacaoPagador ? [{ label: label.descricao, value: tx.solicitacaoPagador }] : []),
          ]}
        />

        {tx.infoAdicionais.length > 0 && (
          <section aria-labelledby="pix-info-adicionais" className="space-y-1">
            <h3 id="pix-info-adicionais" className="text-sm font-semibold">
              {label.infoAdicionais}
            </h3>
            <DetailList
              layout="rows"
              className="rounded-md border px-3"
              items={tx.infoAdicionais.map((info) => ({ label: info.nome, value: info.valor }))}
            />
          </section>
        )}

        {tx.pix.map((payment) => (
          <section
            key={payment.endToEndId}
            aria-label={m.paymentsTitle}
            className="space-y-1 rounded-md border border-success/40 bg-success/5 p-3"
          >
            <h3 className="text-sm font-semibold text-success">{m.paymentsTitle}</h3>
            <DetailList
              layout="rows"
              items={[
                { label: label.horario, value: formatDateTime(payment.horario) },
                { label: label.valorPago, value: formatBRL(payment.valor) },
                {
                  label: label.endToEndId,
                  value: <span className="font-mono">{payment.endToEndId}</span>,
                  action: <CopyButton text={payment.endToEndId} what={label.endToEndId} />,
                },
                ...(payment.infoPagador ? [{ label: label.infoPagador, value: payment.infoPagador }] : []),
              ]}
            />
          </section>
        ))}

        {tx.pixCopiaECola && <CopyableCode id="pix-copia-e-cola" label={m.copyCodeTitle} value={tx.pixCopiaECola} />}
      </CardContent>
    </Card>
  );
}

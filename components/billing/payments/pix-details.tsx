import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/ui/detail-list";
import { formatBRL } from "@/lib/shared/br/money";
import { paymentMessages } from "@/lib/billing/payments/messages";
import type { PixView } from "@/lib/billing/payments/types";
import { formatExpiry } from "@/lib/billing/payments/view";
import { CopyableCode } from "./copyable-code";
import { PixStatusBadge } from "./pix-status-badge";
import { QrCodeImage } from "./qr-code-image";

const m = paymentMessages.pixDialog;

type Props = {
  pix: PixView;
  paymentLink: string | null | undefined;
  /** Shown between the code and the link: the dialog's watch of the charge. */
  children?: ReactNode;
};

/** What pays a PIX charge: amount, expiry, status, QR image, copia e cola, link; in the dialog and in the answer to a form posted without script. */
export function PixDetails({ pix, paymentLink, children }: Props) {
  const { detalhes } = pix;
  return (
    <>
      <DetailList
        layout="pairs"
        items={[
          { label: m.valor, value: formatBRL(detalhes.valor.original) },
          { label: m.expiry, value: formatExpiry(pix.segundosRestantes) },
          { label: m.status, value: <PixStatusBadge status={detalhes.status} /> },
          { label: m.payer, value: detalhes.devedor.nome },
          ...(detalhes.solicitacaoPagador ? [{ label: m.purpose, value: detalhes.solicitacaoPagador }] : []),
        ]}
      />
      <QrCodeImage src={pix.imagem_qrcode} alt={m.qrAlt} downloadName={`pix-${detalhes.txid}.png`} downloadLabel={m.downloadQr} />
      <CopyableCode id="pix-copia-e-cola" label={m.copyPaste} value={pix.pix_copiaecola} />
      {children}
      {paymentLink && (
        <Button asChild variant="outline">
          <a href={paymentLink} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {m.openLink}
          </a>
        </Button>
      )}
      {detalhes.infoAdicionais.length > 0 && (
        <section aria-labelledby="pix-info-adicionais" className="space-y-2">
          <h3 id="pix-info-adicionais" className="text-sm font-semibold">
            {m.extraInfo}
          </h3>
          <DetailList layout="pairs" items={detalhes.infoAdicionais.map((info) => ({ label: info.nome, value: info.valor }))} />
        </section>
      )}
    </>
  );
}

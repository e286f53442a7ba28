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
  return (
    <>
      <DetailList
        layout="pairs"
        items={[
          { label: m.valor, value: formatBRL(pix.amount) },
          { label: m.expiry, value: formatExpiry(pix.secondsLeft) },
          { label: m.status, value: <PixStatusBadge status={pix.status} /> },
          { label: m.payer, value: pix.payer.name },
          ...(pix.payerRequest ? [{ label: m.purpose, value: pix.payerRequest }] : []),
        ]}
      />
      <QrCodeImage src={pix.qrImage} alt={m.qrAlt} downloadName={`pix-${pix.txid}.png`} downloadLabel={m.downloadQr} />
      <CopyableCode id="pix-copia-e-cola" label={m.copyPaste} value={pix.pixCode} />
      {children}
      {paymentLink && (
        <Button asChild variant="outline">
          <a href={paymentLink} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {m.openLink}
          </a>
        </Button>
      )}
      {pix.additionalInfo.length > 0 && (
        <section aria-labelledby="pix-info-adicionais" className="space-y-2">
          <h3 id="pix-info-adicionais" className="text-sm font-semibold">
            {m.extraInfo}
          </h3>
          <DetailList layout="pairs" items={pix.additionalInfo.map((info) => ({ label: info.name, value: info.value }))} />
        </section>
      )}
    </>
  );
}

import { Download, ExternalLink, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/ui/detail-list";
import { formatDate } from "@/lib/shared/br/dates";
import { formatBRL } from "@/lib/shared/br/money";
import { paymentMessages } from "@/lib/billing/payments/messages";
import type { BoletoView } from "@/lib/billing/payments/types";
import { CopyableCode } from "./copyable-code";
import { QrCodeImage } from "./qr-code-image";

const m = paymentMessages.boletoDialog;

/** What pays a boleto: amount, dates, linha digitável, its PIX and the links; in the dialog and in the answer to a form posted without script. */
export function BoletoDetails({ boleto }: { boleto: BoletoView }) {
  const issued = boleto.boleto;
  const link = (href: string | null | undefined, label: string, Icon: typeof FileText, download?: string) =>
    href ? (
      <Button asChild variant="outline" className="grow basis-0">
        <a href={href} target="_blank" rel="noopener noreferrer" download={download}>
          <Icon aria-hidden="true" />
          {label}
        </a>
      </Button>
    ) : null;
  return (
    <>
      <DetailList
        layout="pairs"
        items={[
          { label: m.valor, value: formatBRL(issued.amount) },
          { label: m.originalDue, value: formatDate(boleto.dueDate) },
          { label: m.validUntil, value: formatDate(issued.expiresOn) },
        ]}
      />
      <CopyableCode id="boleto-linha-digitavel" label={m.barcode} value={issued.digitableLine} />
      {issued.pix && (
        <section aria-labelledby="boleto-pix" className="space-y-3 rounded-lg border p-3">
          <h3 id="boleto-pix" className="text-sm font-semibold">
            {m.pixTitle}
          </h3>
          <QrCodeImage
            src={issued.pix.qrImage}
            alt={m.qrAlt}
            downloadName={`boleto-pix-${boleto.documentNumber}.png`}
            downloadLabel={paymentMessages.pixDialog.downloadQr}
          />
          <CopyableCode id="boleto-pix-codigo" label={m.pixCode} value={issued.pix.code} />
        </section>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {link(issued.pageUrl, m.open, ExternalLink)}
        {link(issued.pdfUrl, m.view, FileText)}
        {link(issued.downloadUrl, m.download, Download, `boleto-${boleto.documentNumber}.pdf`)}
      </div>
    </>
  );
}

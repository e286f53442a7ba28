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
  const details = boleto.boleto.detalhes_completos.data;
  const link = (href: string | null | undefined, label: string, Icon: typeof FileText, download?: string) =>
    href ? (
      <Button asChild variant="outline" className="grow basis-0">
        <a href={href} target="_blank" rel="noopener noreferrer" download={download}>
          <Icon aria-hidden="true" />
          {label}
        </a>
      </Button>
    ) : null;
  const pdf = details.pdf?.charge;
  return (
    <>
      <DetailList
        layout="pairs"
        items={[
          { label: m.valor, value: formatBRL(boleto.boleto.valor) },
          { label: m.originalDue, value: formatDate(boleto.dataVencimento) },
          { label: m.validUntil, value: formatDate(details.expire_at) },
        ]}
      />
      <CopyableCode id="boleto-linha-digitavel" label={m.barcode} value={boleto.boleto.codigo_barras} />
      {details.pix && (
        <section aria-labelledby="boleto-pix" className="space-y-3 rounded-lg border p-3">
          <h3 id="boleto-pix" className="text-sm font-semibold">
            {m.pixTitle}
          </h3>
          <QrCodeImage
            src={details.pix.qrcode_image}
            alt={m.qrAlt}
            downloadName={`boleto-pix-${boleto.numeroDocumento}.png`}
            downloadLabel={paymentMessages.pixDialog.downloadQr}
          />
          <CopyableCode id="boleto-pix-codigo" label={m.pixCode} value={details.pix.qrcode} />
        </section>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {link(boleto.boleto.link_boleto, m.open, ExternalLink)}
        {link(pdf, m.view, FileText)}
        {link(details.billet_link, m.download, Download, `boleto-${boleto.numeroDocumento}.pdf`)}
      </div>
    </>
  );
}

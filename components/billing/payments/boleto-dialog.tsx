"use client";

import { Download, ExternalLink, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDate } from "@/lib/br/dates";
import { formatBRL } from "@/lib/br/money";
import { paymentMessages } from "@/lib/billing/payments/messages";
import type { BoletoView } from "@/lib/billing/payments/types";
import { CopyableCode } from "./copyable-code";
import { DetailList } from "@/components/ui/detail-list";
import { QrCodeImage } from "./qr-code-image";

const m = paymentMessages.boletoDialog;

type Props = { boleto: BoletoView; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The generated (or cached) boleto: amount, dates, linha digitável, its PIX and the PDF (docs/SPEC.md
 * §2 Invoices). A plain boleto has no PIX and the gateway may leave out a link
 * (docs/UPSTREAMS.md §2.3): what the boleto does not have is not shown.
 */
export function BoletoDialog({ boleto, open, onOpenChange }: Props) {
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.title(boleto.numeroDocumento)}</DialogTitle>
          <DialogDescription>{details.pix ? m.description : m.descriptionWithoutPix}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}

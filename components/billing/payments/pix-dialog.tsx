"use client";

import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatBRL } from "@/lib/br/money";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { formatExpiry } from "@/lib/billing/payments/view";
import type { PixView } from "@/lib/billing/payments/types";
import { CopyableCode } from "./copyable-code";
import { DetailList } from "./detail-list";
import { PixStatusBadge } from "./pix-status-badge";
import { QrCodeImage } from "./qr-code-image";

const m = paymentMessages.pixDialog;

type Props = { pix: PixView; open: boolean; onOpenChange: (open: boolean) => void };

/** 'PIX Gerado com Sucesso': everything needed to pay the charge (spec §2 Invoices). */
export function PixDialog({ pix, open, onOpenChange }: Props) {
  const { detalhes } = pix;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        <DetailList
          items={[
            { label: m.valor, value: formatBRL(detalhes.valor.original) },
            { label: m.expiry, value: formatExpiry(pix.segundosRestantes) },
            { label: m.status, value: <PixStatusBadge status={detalhes.status} /> },
            { label: m.payer, value: detalhes.devedor.nome },
            ...(detalhes.solicitacaoPagador ? [{ label: m.purpose, value: detalhes.solicitacaoPagador }] : []),
          ]}
        />
        <QrCodeImage
          src={pix.imagem_qrcode}
          alt={m.qrAlt}
          downloadName={`pix-${detalhes.txid}.png`}
          downloadLabel={m.downloadQr}
        />
        <CopyableCode id="pix-copia-e-cola" label={m.copyPaste} value={pix.pix_copiaecola} />
        {pix.link_responsivo && (
          <Button asChild variant="outline">
            <a href={pix.link_responsivo} target="_blank" rel="noopener noreferrer">
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
            <DetailList items={detalhes.infoAdicionais.map((info) => ({ label: info.nome, value: info.valor }))} />
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

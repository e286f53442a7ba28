"use client";

import { ExternalLink } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatBRL } from "@/lib/br/money";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { formatExpiry } from "@/lib/billing/payments/view";
import { confirmationMessages } from "@/lib/billing/confirmation/messages";
import type { PixView, WatchPixAction } from "@/lib/billing/payments/types";
import { CopyableCode } from "./copyable-code";
import { DetailList } from "@/components/ui/detail-list";
import { PixStatusBadge } from "./pix-status-badge";
import { PaymentConfirmed } from "./payment-confirmed";
import { QrCodeImage } from "./qr-code-image";
import { usePaymentWatch, type WatchState } from "./use-payment-watch";

const m = paymentMessages.pixDialog;

type Props = { pix: PixView; open: boolean; onOpenChange: (open: boolean) => void; watchPix: WatchPixAction };

const WATCH_TEXT: Record<Exclude<WatchState["state"], "confirmed">, string> = {
  watching: confirmationMessages.waiting,
  expired: confirmationMessages.expired,
  closed: confirmationMessages.closed,
  stopped: confirmationMessages.watchStopped,
};

/**
 * 'PIX Gerado com Sucesso': everything needed to pay the charge (docs/SPEC.md §2 Invoices). While open it
 * watches the charge and turns into 'Pagamento confirmado' once the gateway confirms it; closing
 * it then refreshes the page's invoices (the invoice shows 'Pagamento em processamento').
 */
export function PixDialog({ pix, open, onOpenChange, watchPix }: Props) {
  const { detalhes } = pix;
  const router = useRouter();
  const [expiresAt] = useState(() => Date.now() + pix.segundosRestantes * 1000);
  const { watch, link } = usePaymentWatch(detalhes.txid, open, watchPix, expiresAt);
  // A new charge's link comes with the watch's first look, once the server has it.
  const paymentLink = pix.link_responsivo || link;
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next && watch.state === "confirmed") router.refresh();
  };
  if (watch.state === "confirmed") {
    return (
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{confirmationMessages.confirmedTitle}</DialogTitle>
            <DialogDescription>{detalhes.solicitacaoPagador || m.title}</DialogDescription>
          </DialogHeader>
          <PaymentConfirmed payment={watch} />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
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
        <QrCodeImage
          src={pix.imagem_qrcode}
          alt={m.qrAlt}
          downloadName={`pix-${detalhes.txid}.png`}
          downloadLabel={m.downloadQr}
        />
        <CopyableCode id="pix-copia-e-cola" label={m.copyPaste} value={pix.pix_copiaecola} />
        <p role="status" data-testid="pix-watch" className="text-center text-sm text-muted-foreground">
          {WATCH_TEXT[watch.state]}
        </p>
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
      </DialogContent>
    </Dialog>
  );
}

import { Button } from "@/components/ui/button";
import { confirmationMessages } from "@/lib/billing/confirmation/messages";
import type { PixFollow } from "@/lib/billing/confirmation/follow";
import { followHref } from "@/lib/billing/confirmation/follow-path";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import { AnswerSection } from "./answer-section";
import { PaymentConfirmed } from "./payment-confirmed";
import { PixDetails } from "./pix-details";
import { PixWatchStatus, WatchRefresh } from "./pix-watch-status";

type Props = {
  follow: PixFollow;
  invoiceId: number;
  /** The follow addresses' base (lib/billing/confirmation/follow-path.ts). */
  base: string;
  /** The invoices the payer came from. */
  back: string;
};

/**
 * The page a PIX answered without script refreshes to: what the open dialog shows at the same
 * moment (the charge and 'Aguardando o pagamento…', or 'Pagamento confirmado'), and while the
 * watch goes on the next refresh.
 */
export function PixFollowAnswer({ follow, invoiceId, base, back }: Props) {
  const id = `pix-${invoiceId}`;
  const backLink = (
    <Button asChild variant="outline">
      <a href={back}>{m.backToInvoices}</a>
    </Button>
  );
  if (follow.kind === "none") {
    return (
      <AnswerSection id={id} heading="h1" title={m.pixDialog.title} description={confirmationMessages.watchRefused} className="bg-card">
        {backLink}
      </AnswerSection>
    );
  }
  if (follow.kind === "confirmed") {
    return (
      <AnswerSection
        id={id}
        heading="h1"
        title={confirmationMessages.confirmedTitle}
        description={follow.pix.payerRequest || m.pixDialog.title}
        className="bg-card"
      >
        <PaymentConfirmed payment={follow.payment} />
        {backLink}
      </AnswerSection>
    );
  }
  return (
    <AnswerSection id={id} heading="h1" title={m.pixDialog.title} description={m.pixDialog.description} className="bg-card">
      <PixDetails pix={follow.pix} paymentLink={follow.link}>
        <PixWatchStatus stage={follow.watch} />
      </PixDetails>
      {follow.next && <WatchRefresh href={followHref(base, invoiceId, follow.next.step)} seconds={follow.next.seconds} />}
      {backLink}
    </AnswerSection>
  );
}

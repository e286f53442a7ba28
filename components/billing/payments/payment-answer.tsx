import type { ReactNode } from "react";
import type { ActionResult } from "@/lib/shared/action-result";
import { nextLook } from "@/lib/billing/confirmation/watch-schedule";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { asksConfirmation, type BoletoView, type PayableInvoice, type PixView } from "@/lib/billing/payments/types";
import { AnswerSection } from "./answer-section";
import { BoletoConfirmDetails } from "./boleto-confirm-details";
import { BoletoDetails } from "./boleto-details";
import { PixDetails } from "./pix-details";
import { PixWatchStatus, WatchRefresh } from "./pix-watch-status";

type Props = { id: string } & (
  | {
      kind: "pix";
      result: ActionResult<PixView>;
      /** The address of the watch's first look (lib/billing/confirmation/follow-path.ts). */
      followAt: string;
    }
  | {
      kind: "boleto";
      result: ActionResult<BoletoView>;
      invoice: PayableInvoice;
      /** The confirmation's way back and the form that really generates. */
      confirm: ReactNode;
    }
);

/**
 * The answer to 'Gerar PIX' or 'Gerar Boleto' posted natively (before hydration, or without script),
 * rendered on the server in the page: what the dialogs show, or the spec's failure (docs/SPEC.md §8).
 * A new boleto is asked for first, as the dialog asks; without script a PIX is then watched by
 * refreshing the page.
 */
export function PaymentAnswer(props: Props) {
  const { id, result } = props;
  if (props.kind === "boleto" && asksConfirmation(props.result)) {
    const m = paymentMessages.boletoConfirm;
    return (
      <AnswerSection id={id} title={m.title} description={m.description}>
        <BoletoConfirmDetails invoice={props.invoice} />
        {props.confirm}
      </AnswerSection>
    );
  }
  if (!result.ok) {
    return (
      <div id={id} role="alert" className="scroll-mt-4 basis-full rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
        <p className="font-semibold text-destructive">
          {props.kind === "pix" ? paymentMessages.pixFailedTitle : paymentMessages.boletoFailedTitle}
        </p>
        <p>{result.error || paymentMessages.unknownError}</p>
      </div>
    );
  }
  if (props.kind === "pix" && props.result.ok) {
    const pix = props.result.data;
    const first = nextLook(0, 0, pix.secondsLeft * 1000, 0);
    return (
      <AnswerSection id={id} title={paymentMessages.pixDialog.title} description={paymentMessages.pixDialog.description}>
        <PixDetails pix={pix} paymentLink={pix.pageUrl}>
          <PixWatchStatus stage="watching" />
        </PixDetails>
        {/* Only without script: a tap before hydration is answered here too, and the hydrated page stays. */}
        {first.kind === "look" && (
          <noscript>
            <WatchRefresh href={props.followAt} seconds={Math.ceil(first.delayMs / 1000)} />
          </noscript>
        )}
      </AnswerSection>
    );
  }
  if (props.kind === "boleto" && props.result.ok) {
    const boleto = props.result.data;
    const m = paymentMessages.boletoDialog;
    return (
      <AnswerSection
        id={id}
        title={m.title(boleto.documentNumber)}
        description={boleto.boleto.pix ? m.description : m.descriptionWithoutPix}
      >
        <BoletoDetails boleto={boleto} />
      </AnswerSection>
    );
  }
  return null;
}

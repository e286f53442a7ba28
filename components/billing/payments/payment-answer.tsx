import type { ActionResult } from "@/lib/action-result";
import { paymentMessages } from "@/lib/billing/payments/messages";
import type { BoletoView, PixView } from "@/lib/billing/payments/types";
import { BoletoDetails } from "./boleto-details";
import { PixDetails } from "./pix-details";

type Props = { id: string } & ({ kind: "pix"; result: ActionResult<PixView> } | { kind: "boleto"; result: ActionResult<BoletoView> });

/**
 * The answer to 'Gerar PIX' or 'Gerar Boleto' posted natively (before hydration, or without script),
 * rendered on the server in the page: the dialog's content, or the spec's failure (docs/SPEC.md §8).
 */
export function PaymentAnswer(props: Props) {
  const { id, result } = props;
  if (!result.ok) {
    return (
      <div id={id} role="alert" className="scroll-mt-4 basis-full rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
        <p className="font-semibold text-destructive">{props.kind === "pix" ? paymentMessages.pixFailedTitle : paymentMessages.boletoFailedTitle}</p>
        <p>{result.error || paymentMessages.unknownError}</p>
      </div>
    );
  }
  const title =
    props.kind === "pix" ? paymentMessages.pixDialog.title : paymentMessages.boletoDialog.title(props.result.ok ? props.result.data.numeroDocumento : "");
  const description =
    props.kind === "pix"
      ? paymentMessages.pixDialog.description
      : props.result.ok && props.result.data.boleto.detalhes_completos.data.pix
        ? paymentMessages.boletoDialog.description
        : paymentMessages.boletoDialog.descriptionWithoutPix;
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="grid scroll-mt-4 basis-full gap-4 rounded-lg border p-4">
      <div className="space-y-1">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {props.kind === "pix" && props.result.ok && <PixDetails pix={props.result.data} paymentLink={props.result.data.link_responsivo} />}
      {props.kind === "boleto" && props.result.ok && <BoletoDetails boleto={props.result.data} />}
    </section>
  );
}

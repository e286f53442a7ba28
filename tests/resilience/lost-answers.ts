import { paymentMessages as m } from "../../lib/billing/payments/messages";
import type { SgpDataset } from "../../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";
import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import { callAction, type Instance } from "./stack";

export type LostAnswerCheck = {
  name: string;
  /** What the customer saw when the answer was lost. */
  firstAnswer: string;
  retryOk: boolean;
  /** Charges that exist at the gateway for the invoice afterwards (must be 1). */
  chargesAtGateway: number;
  /** The retry handed out the very charge the lost answer had created. */
  sameCharge: boolean;
};

/**
 * The gateway creates the charge and its answer is lost on the way back (sandbox fault
 * `lost`); the customer retries on the other instance. Maria's open invoice, PIX then boleto.
 */
export async function lostGatewayAnswers(ctx: {
  instances: Instance[];
  action: (name: string) => string;
  cookie: string;
  sgp: SgpTestSandbox;
  efi: EfiTestEnv;
}): Promise<LostAnswerCheck[]> {
  const [a, b] = ctx.instances as [Instance, Instance];
  const state = (await (await fetch(`${ctx.sgp.url}/__sandbox/sgp/state`)).json()) as SgpDataset;
  const maria = state.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.maria.document)!;
  const invoice = state.titulos.find((t) => t.clienteId === maria.id && t.status === "aberto")!;
  const generate = (instance: Instance, name: string) =>
    callAction({
      url: instance.url,
      route: "/invoices",
      actionId: ctx.action(name),
      cookie: ctx.cookie,
      args: [{ invoiceId: invoice.id }],
    });
  const cobsOfInvoice = () =>
    [...ctx.efi.sandbox.state().cobs.values()].filter((c) =>
      c.infoAdicionais.some((i) => i.nome === "Fatura" && i.valor === String(invoice.id)),
    );
  const boletosOfInvoice = () => [...ctx.efi.sandbox.state().charges.values()].filter((c) => c.custom_id === `titulo-${invoice.id}`);

  const cases = [
    {
      name: "PIX (PUT /v2/cob/:txid)",
      action: "generatePixForInvoice",
      route: "PUT /v2/cob/:txid",
      failed: m.pixFailed,
      made: () => cobsOfInvoice().map((c) => c.txid),
      answeredId: (text: string) => /"txid":"([A-Za-z0-9]+)"/.exec(text)?.[1],
    },
    {
      name: "boleto (POST /v1/charge/one-step)",
      action: "generateBoletoForInvoice",
      route: "POST /v1/charge/one-step",
      failed: m.boletoFailed,
      made: () => boletosOfInvoice().map((c) => String(c.charge_id)),
      answeredId: (text: string) => /"charge_id":(\d+)/.exec(text)?.[1],
    },
  ];

  const checks: LostAnswerCheck[] = [];
  for (const c of cases) {
    ctx.efi.setFault(c.route, "lost");
    const first = await generate(a, c.action);
    ctx.efi.setFault(c.route, null);
    const retry = await generate(b, c.action);
    const made = c.made();
    checks.push({
      name: c.name,
      firstAnswer: first.text.includes(c.failed) ? c.failed : first.text.slice(0, 120),
      retryOk: retry.status === 200 && retry.text.includes('"ok":true'),
      chargesAtGateway: made.length,
      sameCharge: made.length > 0 && c.answeredId(retry.text) === made[0],
    });
  }
  return checks;
}

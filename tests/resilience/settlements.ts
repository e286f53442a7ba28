import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import type { SoakWritesCheck } from "./report";
import { callAction, type Instance } from "./stack";

/** Maria's open title, cloned for each payment of the soak (a new open invoice each). */
const SOURCE_TITLE = 72501;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SoakPayments = {
  /** Titles whose PIX the app confirmed (the dialog's poll answered 'confirmed'). */
  confirmed: number[];
  /** Payments made at the gateway that the app never confirmed within the soak. */
  unconfirmed: number;
};

/**
 * While the soak runs (and the database stops), Maria pays `count` invoices by PIX, spread over
 * `seconds`, alternating the instances: the app generates each charge, the gateway sandbox pays it
 * as a bank would, and the open dialog's poll (the server action) confirms it, tried again while
 * the database is down. The portal settles each in the SGP sandbox (SGP_SETTLEMENT=portal).
 */
export async function payDuringSoak(ctx: {
  instances: Instance[];
  action: (name: string) => string;
  cookie: string;
  sgp: SgpTestSandbox;
  efi: EfiTestEnv;
  count: number;
  seconds: number;
}): Promise<SoakPayments> {
  const result: SoakPayments = { confirmed: [], unconfirmed: 0 };
  const deadline = Date.now() + (ctx.seconds + 60) * 1000;
  const call = (i: number, name: string, args: unknown) =>
    callAction({
      url: ctx.instances[i % ctx.instances.length]!.url,
      route: "/invoices",
      actionId: ctx.action(name),
      cookie: ctx.cookie,
      args: [args],
    }).catch(() => ({ status: 0, text: "" }));
  /** Tries `attempt` once a second until it yields a value or the deadline passes. */
  const until = async <T>(attempt: () => Promise<T | undefined>): Promise<T | undefined> => {
    while (Date.now() < deadline) {
      const value = await attempt();
      if (value !== undefined) return value;
      await sleep(1000);
    }
    return undefined;
  };

  for (let i = 0; i < ctx.count; i++) {
    const started = Date.now();
    const clone = await fetch(`${ctx.sgp.url}/__sandbox/sgp/titulos/${SOURCE_TITLE}/clone`, { method: "POST" });
    const titleId = ((await clone.json()) as { id: number }).id;
    const txid = await until(
      async () => /"txid":"([A-Za-z0-9]{26,35})"/.exec((await call(i, "generatePixForInvoice", { invoiceId: titleId })).text)?.[1],
    );
    if (!txid) continue;
    await ctx.efi.pay(txid);
    const confirmed = await until(async () =>
      (await call(i + 1, "watchPixPayment", { txid })).text.includes('"state":"confirmed"') ? true : undefined,
    );
    if (confirmed) result.confirmed.push(titleId);
    else result.unconfirmed++;
    await sleep(Math.max(0, (ctx.seconds * 1000) / ctx.count - (Date.now() - started)));
  }
  return result;
}

/**
 * Every payment the app confirmed ends settled exactly once in the SGP sandbox (one `baixar`
 * accepted for its title), waiting up to `waitSeconds` for retries after the outage.
 */
export async function settledOnce(
  sgp: SgpTestSandbox,
  payments: SoakPayments,
  waitSeconds: number,
): Promise<SoakWritesCheck & { duplicated: number }> {
  const baixasOf = (titleId: number) => sgp.data().baixas.filter((b) => b.titulo === titleId).length;
  const until = Date.now() + waitSeconds * 1000;
  while (Date.now() < until && payments.confirmed.some((id) => baixasOf(id) === 0)) await sleep(1000);
  const missing = payments.confirmed.filter((id) => baixasOf(id) === 0).length;
  const duplicated = payments.confirmed.filter((id) => baixasOf(id) > 1).length;
  return {
    name: "pagamentos PIX baixados uma vez no SGP (Maria)",
    acknowledged: payments.confirmed.length,
    lost: missing + duplicated + payments.unconfirmed,
    duplicated,
  };
}

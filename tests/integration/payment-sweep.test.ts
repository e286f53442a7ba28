import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { notificacaoCentral, payments } from "@/lib/vendors/db/schema";
import { generatePix } from "@/lib/billing/payments";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startUpstreamsForTests, type TestUpstreams } from "../support/upstreams";

/*
 * The reconciliation sweep over real HTTP against the Efí sandbox: a PIX paid while the webhook is
 * unreachable (every delivery of the sandbox fails) and no dialog is open is recorded by the
 * sweep, once, with its notification, and a webhook arriving late records nothing twice.
 */

const deferred = vi.hoisted(() => ({ tasks: [] as Promise<unknown>[] }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void deferred.tasks.push(task()) }));
const { sweepUnpaidCharges } = await import("@/lib/billing/confirmation/sweep");
const { confirmCharge } = await import("@/lib/billing/confirmation/confirm");

const maria = DEMO_CUSTOMERS.maria.digits;
let upstreams: TestUpstreams;
let mariaOpen: Invoice;

beforeAll(async () => {
  upstreams = await startUpstreamsForTests({ efi: { webhookRetryDelaysMs: [20, 20] } });
  mariaOpen = (await sgp().listInvoices(maria, "open")).invoices[0]!;
});
afterAll(() => upstreams.close());

describeEachDatabase("payment reconciliation sweep", (getDb) => {
  const recorded = () => getDb().select().from(payments);
  const notifications = () => getDb().select().from(notificacaoCentral);

  beforeEach(async () => {
    await truncateAll(getDb());
    await upstreams.efi.reset();
    deferred.tasks = [];
    // The webhook is registered, but nothing answers at its address (a port no one listens on).
    upstreams.efi.sandbox.webhooks.set(upstreams.efi.pixKey, {
      webhookUrl: "http://127.0.0.1:9/api/webhooks/efi?hmac=x&ignorar=",
      chave: upstreams.efi.pixKey,
      criacao: new Date().toISOString(),
    });
  });

  async function mariaPix(): Promise<string> {
    const pix = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!pix.ok) throw new Error(pix.error);
    await Promise.all(deferred.tasks.splice(0));
    return pix.data.txid;
  }

  it("records a PIX paid while the webhook was down, once, as the webhook would", async () => {
    const txid = await mariaPix();
    expect(await sweepUnpaidCharges()).toEqual({ unpaid: 1, recorded: 0, failed: 0 });

    const paid = (await (await upstreams.efi.pay(txid)).json()) as { pix: { endToEndId: string }[] };
    // Efí's deliveries all fail: nothing reaches the portal.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await recorded()).toHaveLength(0);

    expect(await sweepUnpaidCharges()).toEqual({ unpaid: 1, recorded: 1, failed: 0 });
    const rows = await recorded();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endToEndId: paid.pix[0]!.endToEndId,
      txid,
      invoiceId: String(mariaOpen.id),
      clienteDocumento: maria,
      valor: 119.9,
      source: "sweep",
      method: "pix",
      settledAt: null,
    });
    const list = await notifications();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ titulo: "Pagamento recebido", tipo: "success", clienteDocumento: maria });
    expect(rows[0]!.notificationId).toBe(list[0]!.id);

    // The next sweep has nothing left to ask about; a late webhook finds it recorded.
    expect(await sweepUnpaidCharges()).toEqual({ unpaid: 0, recorded: 0, failed: 0 });
    const late = await confirmCharge(txid, { source: "webhook", claimed: { endToEndId: paid.pix[0]!.endToEndId, valor: "119.90" } });
    expect(late).toMatchObject({ kind: "confirmed", notification: null });
    expect(await recorded()).toHaveLength(1);
    expect(await notifications()).toHaveLength(1);
  });

  it("records once when two sweeps race", async () => {
    const txid = await mariaPix();
    await upstreams.efi.pay(txid);
    const runs = await Promise.all([sweepUnpaidCharges(), sweepUnpaidCharges()]);
    expect(runs.map((run) => run.recorded).sort()).toEqual([0, 1]);
    expect(await recorded()).toHaveLength(1);
    expect(await notifications()).toHaveLength(1);
  });

  it("asks nothing of the gateway when every charge is paid or none exists, and fails loudly when it is down", async () => {
    expect(await sweepUnpaidCharges()).toEqual({ unpaid: 0, recorded: 0, failed: 0 });
    await mariaPix();
    upstreams.efi.setFault("GET /v2/cob", "503");
    await expect(sweepUnpaidCharges()).rejects.toThrow();
    expect(await recorded()).toHaveLength(0);
  });
});

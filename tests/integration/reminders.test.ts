import { asc, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { rowsOf } from "@/lib/vendors/db/connect";
import { clientes, invoiceReminders, notificacaoCentral, payments, pushSubscriptions } from "@/lib/vendors/db/schema";
import { runReminders } from "@/lib/reminders/job";
import { brazilDate } from "@/lib/vendors/sgp/dates";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { startResolvedPushService, type ResolvedPushService } from "@/tests/support/push-service";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";
import { eventually } from "../support/eventually";
import { storedSubscription } from "../support/push-keys";

/*
 * The reminder job against the SGP sandbox (its dataset built for a fixed day) and a real
 * database: which reminders go out, once each however many runs race, and what a failure
 * leaves behind (nothing, so the next run sends it). Pushes go to a stand-in push service
 * reached as a production one is (tests/support/push-service.ts).
 */

/** The sandbox's "today": Maria's open invoice is due in 10 days, the company's in 7, Paula's in 12. */
const BASE = new Date("2026-11-24T12:00:00-03:00");
/** Seven days later at 10:00: the company's invoice is due today, Maria's in 3 days, Paula's in 5. */
const RUN_AT = new Date("2026-12-01T10:00:00-03:00");
const { maria, empresa, paula, carlos, joao, ana } = DEMO_CUSTOMERS;

let sgp: SgpTestSandbox;
let pushService: ResolvedPushService;
/** The paths the push service received, in order. */
const pushes = () => pushService.received.map((request) => request.path);
const savedEnv = { ...process.env };

/** A browser's subscription at the stand-in push service. */
const subscription = (document: string, path: string) => storedSubscription(document, `${pushService.origin}${path}`);

beforeAll(async () => {
  sgp = await startSgpForTests({ now: () => BASE });
  pushService = await startResolvedPushService((_, response) => response.writeHead(201).end());
  const vapid = webpush.generateVAPIDKeys();
  Object.assign(process.env, sgp.env, pushService.env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
});

afterAll(async () => {
  process.env = savedEnv;
  await sgp.close();
  await pushService.close();
});

describeEachDatabase("due-date reminders", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sgp.reset();
    pushService.received.length = 0;
    // Maria subscribed to push; the others are known by an earlier notification.
    await getDb().insert(pushSubscriptions).values(subscription(maria.digits, "/maria"));
    await getDb()
      .insert(notificacaoCentral)
      .values([empresa, paula, carlos].map((c) => ({ clienteDocumento: c.digits, titulo: "Bem-vindo", mensagem: "Olá" })));
  });

  const reminders = () =>
    getDb()
      .select({
        documento: notificacaoCentral.clienteDocumento,
        titulo: notificacaoCentral.titulo,
        mensagem: notificacaoCentral.mensagem,
        link: notificacaoCentral.linkAcao,
        tipo: notificacaoCentral.tipo,
      })
      .from(notificacaoCentral)
      .where(eq(notificacaoCentral.categoria, "fatura"))
      .orderBy(asc(notificacaoCentral.clienteDocumento), asc(notificacaoCentral.id));
  const records = () => getDb().select().from(invoiceReminders).orderBy(asc(invoiceReminders.clienteDocumento));
  const titleOf = (documento: string) =>
    sgp
      .data()
      .titulos.find(
        (t) =>
          t.status === "aberto" &&
          t.dataVencimento > brazilDate(BASE) &&
          sgp.data().customers.find((c) => c.id === t.clienteId)?.cpfcnpj === documento,
      )!;

  it("reminds 3 days before and on the due date, links to the invoice and pushes it, once", async () => {
    const first = await runReminders({ clock: () => RUN_AT });

    expect(first).toMatchObject({
      quietHours: false,
      subscribers: 4,
      checked: 4,
      sent: 2,
      alreadySent: 0,
      pushes: 1,
      sgpFailures: 0,
      skipped: 0,
      errors: 0,
    });
    const empresaInvoice = titleOf(empresa.document);
    const mariaInvoice = titleOf(maria.document);
    expect(await reminders()).toEqual([
      {
        documento: empresa.digits,
        titulo: "Sua fatura vence hoje",
        mensagem: `A fatura ${empresaInvoice.numeroDocumento}, de R$\u00a0429,80, vence hoje (01/12/2026). Pague por PIX ou boleto para manter seus serviços em dia.`,
        link: `/invoices#fatura-${empresaInvoice.numeroDocumento}`,
        tipo: "warning",
      },
      {
        documento: maria.digits,
        titulo: "Sua fatura vence em 3 dias",
        mensagem: `A fatura ${mariaInvoice.numeroDocumento}, de R$\u00a0119,90, vence em 04/12/2026. Pague por PIX ou boleto na Central do Assinante.`,
        link: `/invoices#fatura-${mariaInvoice.numeroDocumento}`,
        tipo: "info",
      },
    ]);
    expect(
      (await records()).map((r) => [r.clienteDocumento, r.invoiceId, r.dataVencimento, r.daysBefore, r.notificationId !== null]),
    ).toEqual([
      [empresa.digits, String(empresaInvoice.id), "2026-12-01", 0, true],
      [maria.digits, String(mariaInvoice.id), "2026-12-04", 3, true],
    ]);
    expect(pushes()).toEqual(["/maria"]);

    // Later the same day, and the next day (Maria's 3-day reminder is not repeated at 2 days).
    const again = await runReminders({ clock: () => new Date("2026-12-01T16:00:00-03:00") });
    const nextDay = await runReminders({ clock: () => new Date("2026-12-02T09:00:00-03:00") });
    expect(again).toMatchObject({ sent: 0, alreadySent: 2 });
    expect(nextDay).toMatchObject({ sent: 0, alreadySent: 1 });
    expect(await reminders()).toHaveLength(2);
    expect(pushes()).toHaveLength(1);

    // On Maria's due date, her due-date reminder; no run fell on Paula's 3-day mark, so hers catches up at 2 days.
    const dueDay = await runReminders({ clock: () => new Date("2026-12-04T08:00:00-03:00") });
    expect(dueDay).toMatchObject({ sent: 2, pushes: 1 });
    expect((await reminders()).map((r) => [r.documento, r.titulo])).toEqual([
      [empresa.digits, "Sua fatura vence hoje"],
      [paula.digits, "Sua fatura vence em 2 dias"],
      [maria.digits, "Sua fatura vence em 3 dias"],
      [maria.digits, "Sua fatura vence hoje"],
    ]);
    expect(pushes()).toEqual(["/maria", "/maria"]);
  });

  it("reminds a subscriber who has only signed in (no notification, no push subscription yet)", async () => {
    await truncateAll(getDb());
    // What a login leaves on a new database: the clientes row (lib/auth/login.ts).
    await getDb().insert(clientes).values({ cpf: maria.digits, nome: "Maria", email: "" });
    const run = await runReminders({ clock: () => RUN_AT });
    expect(run).toMatchObject({ subscribers: 1, checked: 1, sent: 1, pushes: 0 });
    expect((await reminders()).map((r) => [r.documento, r.titulo])).toEqual([[maria.digits, "Sua fatura vence em 3 dias"]]);
  });

  it("skips an invoice paid by PIX while the SGP still lists it open ('Pagamento em processamento')", async () => {
    const mariaInvoice = titleOf(maria.document);
    await getDb()
      .insert(payments)
      .values({
        endToEndId: "E18236120202611301200abcdefghijk",
        txid: "AbCdEfGhIjKlMnOpQrStUvWxYz012345",
        invoiceId: String(mariaInvoice.id),
        clienteDocumento: maria.digits,
        valor: 119.9,
        paidAt: new Date("2026-11-30T12:00:00-03:00"),
        source: "webhook",
      });
    const run = await runReminders({ clock: () => RUN_AT });
    expect(run).toMatchObject({ sent: 1, pushes: 0 });
    expect((await reminders()).map((r) => r.documento)).toEqual([empresa.digits]);
    expect((await getDb().select().from(payments))[0]!.settledAt).toBeNull();
  });

  it("two instances running at once send each reminder once, with one push", async () => {
    const runs = await Promise.all([runReminders({ clock: () => RUN_AT }), runReminders({ clock: () => RUN_AT })]);

    expect(runs[0]!.sent + runs[1]!.sent).toBe(2);
    expect(runs[0]!.alreadySent + runs[1]!.alreadySent).toBe(2);
    expect(await reminders()).toHaveLength(2);
    expect(await records()).toHaveLength(2);
    expect(pushes()).toEqual(["/maria"]);
  });

  it.each([
    ["21:00", "2026-12-01T21:00:00-03:00"],
    ["07:59", "2026-12-01T07:59:59-03:00"],
  ])("sends nothing in quiet hours (%s) and does not call the SGP", async (_, iso) => {
    const summary = await runReminders({ clock: () => new Date(iso) });
    expect(summary).toMatchObject({ quietHours: true, subscribers: 0, sent: 0 });
    expect(await reminders()).toHaveLength(0);
    const calls = (await (await fetch(`${sgp.url}/__sandbox/calls`)).json()) as unknown[];
    expect(calls).toHaveLength(0);
  });

  it("sends at 08:00 and until 20:59", async () => {
    expect(await runReminders({ clock: () => new Date("2026-12-01T08:00:00-03:00") })).toMatchObject({ sent: 2 });
    await truncateAll(getDb());
    await getDb().insert(notificacaoCentral).values({ clienteDocumento: empresa.digits, titulo: "Bem-vindo", mensagem: "Olá" });
    expect(await runReminders({ clock: () => new Date("2026-12-01T20:59:59-03:00") })).toMatchObject({ sent: 1 });
  });

  it("a subscriber the SGP fails for is skipped, nothing is recorded for it, and the next run sends it", async () => {
    // Maria's open invoices come back malformed (a title without its due date): that subscriber only.
    const broken = titleOf(maria.document);
    const dueDate = broken.dataVencimento;
    broken.dataVencimento = "";

    const failed = await runReminders({ clock: () => RUN_AT });
    expect(failed).toMatchObject({ checked: 3, sgpFailures: 1, sent: 1 });
    expect((await records()).map((r) => r.clienteDocumento)).toEqual([empresa.digits]);

    broken.dataVencimento = dueDate;
    const retried = await runReminders({ clock: () => RUN_AT });
    expect(retried).toMatchObject({ checked: 4, sgpFailures: 0, sent: 1, alreadySent: 1 });
    expect((await records()).map((r) => r.clienteDocumento)).toEqual([empresa.digits, maria.digits]);
  });

  it("stops calling the SGP once its circuit opens, and records nothing", async () => {
    await getDb()
      .insert(notificacaoCentral)
      .values([joao, ana].map((c) => ({ clienteDocumento: c.digits, titulo: "Bem-vindo", mensagem: "Olá" })));
    await fetch(`${sgp.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "POST /api/ura/titulos/", fault: "500" }),
    });

    const summary = await runReminders({ clock: () => RUN_AT, concurrency: 1 });

    // Five unavailable answers open the breaker (each call is tried twice); the sixth subscriber is not tried.
    expect(summary).toMatchObject({ subscribers: 6, checked: 0, sgpFailures: 5, skipped: 1, sent: 0 });
    const calls = (await (await fetch(`${sgp.url}/__sandbox/calls`)).json()) as unknown[];
    expect(calls).toHaveLength(10);
    expect(await records()).toHaveLength(0);
  });

  it("records no reminder whose notification could not be stored", async () => {
    await getDb().execute(sql.raw("alter table notificacaocentral add constraint sem_insercao check (false) not valid"));
    try {
      const summary = await runReminders({ clock: () => RUN_AT });
      expect(summary).toMatchObject({ sent: 0, errors: 2, pushes: 0 });
      expect(await records()).toHaveLength(0);
      expect(pushes()).toHaveLength(0);
    } finally {
      await getDb().execute(sql.raw("alter table notificacaocentral drop constraint sem_insercao"));
    }
    expect(await runReminders({ clock: () => RUN_AT })).toMatchObject({ sent: 2, errors: 0 });
  });

  it("runs inside the server every REMINDERS_INTERVAL_MINUTES, on a timer that keeps no process alive", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "Date"], now: RUN_AT });
    process.env.REMINDERS_INTERVAL_MINUTES = "15";
    try {
      // A fresh copy of the module, as a server process starts with.
      vi.resetModules();
      const { startReminderSchedule } = await import("@/lib/reminders/schedule");
      const { log } = await import("@/lib/platform/log");
      const logged = vi.spyOn(log, "info");
      const setInterval = vi.spyOn(globalThis, "setInterval");
      startReminderSchedule();
      expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 15 * 60_000);
      expect((setInterval.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);

      expect(await records()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      // Until the run has ended: a push still in flight would land in the next suite's test.
      await vi.waitFor(
        () =>
          expect(logged).toHaveBeenCalledWith(
            { summary: expect.objectContaining({ sent: 2, pushes: 1 }) },
            "lembretes: execução concluída",
          ),
        eventually,
      );
      expect(await records()).toHaveLength(2);
      expect(pushes()).toEqual(["/maria"]);
    } finally {
      vi.useRealTimers();
      delete process.env.REMINDERS_INTERVAL_MINUTES;
    }
  });

  it("keeps the reminders table behind row level security with its unique key", async () => {
    const [table] = rowsOf<{ rls: boolean }>(
      await getDb().execute(sql`select relrowsecurity as rls from pg_class where relname = 'invoice_reminders'`),
    );
    expect(table?.rls).toBe(true);
    const indexes = rowsOf<{ indexdef: string }>(
      await getDb().execute(sql`select indexdef from pg_indexes where indexname = 'invoice_reminders_key'`),
    );
    expect(indexes[0]?.indexdef).toMatch(/UNIQUE INDEX .*\(cliente_documento, invoice_id, data_vencimento, days_before\)/);
  });
});

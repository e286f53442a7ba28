import { asc, eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { notificacaoCentral, outageNotices, pushSubscriptions } from "@/lib/vendors/db/schema";
import { runOutageNotices } from "@/lib/connection/outage-alerts/job";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { startResolvedPushService, type ResolvedPushService } from "@/tests/support/push-service";
import { storedSubscription } from "@/tests/support/push-keys";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

/*
 * `npm run outages:notify` against the SGP sandbox (Paula's POP under an ongoing maintenance) and
 * a real database: who is told, once per outage however many runs, and what the push carries.
 */

const NOW = new Date("2026-11-26T12:00:00-03:00");
const { maria, paula, carlos } = DEMO_CUSTOMERS;

let sgp: SgpTestSandbox;
let pushService: ResolvedPushService;
const savedEnv = { ...process.env };

const subscription = (document: string, path: string) => storedSubscription(document, `${pushService.origin}${path}`);

beforeAll(async () => {
  sgp = await startSgpForTests({ now: () => NOW });
  pushService = await startResolvedPushService((_, response) => response.writeHead(201).end());
  const vapid = webpush.generateVAPIDKeys();
  Object.assign(process.env, sgp.env, pushService.env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
});

afterAll(async () => {
  process.env = savedEnv;
  await sgp.close();
  await pushService.close();
});

describeEachDatabase("outage notices", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sgp.reset();
    pushService.received.length = 0;
    // Paula, Maria and Carlos have the portal installed; only Paula's POP is under an ongoing maintenance.
    await getDb()
      .insert(pushSubscriptions)
      .values([subscription(paula.digits, "/paula"), subscription(maria.digits, "/maria"), subscription(carlos.digits, "/carlos")]);
  });

  const notices = () =>
    getDb()
      .select({
        documento: notificacaoCentral.clienteDocumento,
        titulo: notificacaoCentral.titulo,
        mensagem: notificacaoCentral.mensagem,
        link: notificacaoCentral.linkAcao,
      })
      .from(notificacaoCentral)
      .where(eq(notificacaoCentral.categoria, "manutencao"))
      .orderBy(asc(notificacaoCentral.id));

  it("tells the affected subscriber once, with the SGP's message and expected end, and pushes it", async () => {
    const first = await runOutageNotices({ clock: () => NOW });
    expect(first).toMatchObject({ ongoing: 1, subscribers: 3, sent: 1, alreadySent: 0, pushes: 1, sgpFailures: 0, errors: 0 });
    const [notice, ...rest] = await notices();
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({ documento: paula.digits, titulo: "Manutenção na sua região", link: "/internet" });
    expect(notice!.mensagem).toMatch(/rompimento de fibra.*Previsão de normalização: 26\/11\/2026 às 15:00\.$/);
    expect(pushService.received.map((r) => r.path)).toEqual(["/paula"]);

    const second = await runOutageNotices({ clock: () => NOW });
    expect(second).toMatchObject({ sent: 0, alreadySent: 1, pushes: 0 });
    expect(await notices()).toHaveLength(1);
    expect(await getDb().select().from(outageNotices)).toHaveLength(1);
  });

  it("racing runs still send one notice", async () => {
    const runs = await Promise.all([runOutageNotices({ clock: () => NOW }), runOutageNotices({ clock: () => NOW })]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(await notices()).toHaveLength(1);
  });

  it("a maintenance whose end passed, though still flagged active, is not announced", async () => {
    const later = new Date("2026-11-26T16:00:00-03:00");
    expect(await runOutageNotices({ clock: () => later })).toMatchObject({ ongoing: 0, sent: 0 });
  });

  it("an SGP without the maintenance module: nothing to do, no failure", async () => {
    sgp.setFault("/api/ura/manutencao/list/", "html404");
    expect(await runOutageNotices({ clock: () => NOW })).toMatchObject({ ongoing: null, sent: 0 });
  });

  it("a subscriber the SGP fails for is counted and retried next run", async () => {
    sgp.setFault("POST /api/ura/clientes/", "500");
    const failed = await runOutageNotices({ clock: () => NOW });
    expect(failed.sgpFailures).toBe(3);
    sgp.setFault("POST /api/ura/clientes/", null);
    expect(await runOutageNotices({ clock: () => NOW })).toMatchObject({ sent: 1 });
  });
});

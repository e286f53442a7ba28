import type http from "node:http";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { notificacaoCentral, pushSubscriptions } from "@/lib/vendors/db/schema";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { restorePushEnv, setPushEnv, startResolvedPushService, type ResolvedPushService } from "@/tests/support/push-service";
import { eventually } from "../support/eventually";
import { storedSubscription } from "../support/push-keys";

/*
 * Every push a request causes goes out with after() (lib/notifications/push/background.ts). Next.js
 * runs those tasks once the response is sent and keeps the server at them until they finish;
 * here the test plays that part: it takes the response first, then runs what after() was given.
 * The push service holds its answer, as a slow one would.
 */

const afterResponse = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void afterResponse.push(task) }));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => null, currentSession: async () => null }));

const { POST } = await import("@/app/api/notifications/route");
const { notifyCustomer } = await import("@/lib/notifications/notify");

const MARIA = "52998224725";
const TOKEN = "operators-token-0123456789";
let service: ResolvedPushService;
const held: http.ServerResponse[] = [];
const savedToken = process.env.NOTIFY_API_TOKEN;

beforeAll(async () => {
  service = await startResolvedPushService((_request, response) => void held.push(response));
  const vapid = webpush.generateVAPIDKeys();
  setPushEnv({ ...service.env, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
  process.env.NOTIFY_API_TOKEN = TOKEN;
});
afterAll(async () => {
  for (const response of held.splice(0)) response.writeHead(201).end();
  restorePushEnv();
  if (savedToken === undefined) delete process.env.NOTIFY_API_TOKEN;
  else process.env.NOTIFY_API_TOKEN = savedToken;
  await service.close();
});

const subscription = (path: string) => storedSubscription(MARIA, `${service.origin}${path}`);

/** Runs what after() was given, as Next.js does once the response is out; resolves when the push services have answered. */
function runAfterResponse(): Promise<unknown> {
  return Promise.all(afterResponse.splice(0).map((task) => task()));
}

describeEachDatabase("pushes after the response", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    service.received.length = 0;
    afterResponse.length = 0;
  });

  it("the operators' route answers before the push service does, and the push still arrives", async () => {
    await getDb()
      .insert(pushSubscriptions)
      .values([subscription("/slow/a"), subscription("/slow/b")]);
    const response = await POST(
      new Request("http://localhost/api/notifications", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ documento: MARIA, titulo: "Manutenção", mensagem: "Hoje às 2h" }),
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ push: "after-response" });
    // Answered with the notification stored and no push service contacted yet.
    expect(await getDb().select().from(notificacaoCentral)).toHaveLength(1);
    expect(service.received).toHaveLength(0);

    const sending = runAfterResponse();
    await vi.waitFor(() => expect(held).toHaveLength(2), eventually);
    let finished = false;
    void sending.then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finished).toBe(false); // the server keeps at it while the push service is slow
    for (const slow of held.splice(0)) slow.writeHead(201).end();
    await sending;
    expect(service.received.map((r) => r.path).sort()).toEqual(["/slow/a", "/slow/b"]);
  });

  it("a product event's notification is stored at once and pushed only after the response", async () => {
    await getDb().insert(pushSubscriptions).values(subscription("/slow/c"));
    const result = await notifyCustomer(MARIA, { titulo: "Chamado aberto", mensagem: "Protocolo 123", tipo: "success", link: "/support" });
    expect(result?.notification.titulo).toBe("Chamado aberto");
    expect(service.received).toHaveLength(0);
    const sending = runAfterResponse();
    await vi.waitFor(() => expect(held).toHaveLength(1), eventually);
    held.shift()!.writeHead(201).end();
    await sending;
    expect(service.received.map((r) => r.path)).toEqual(["/slow/c"]);
  });
});

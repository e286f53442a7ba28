import type http from "node:http";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { pushSubscriptions } from "@/lib/vendors/db/schema";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { restorePushEnv, setPushEnv, startResolvedPushService, type ResolvedPushService } from "@/tests/support/push-service";
import { eventually } from "../support/eventually";
import { storedSubscription } from "../support/push-keys";

/*
 * 'Testar Notificacao' must not be an oracle for what answers at an endpoint: the same status
 * and body whether the push service delivered, refused, reported the subscription gone or never
 * answered, and given before it answers. The sends still happen, after the answer.
 */

const request = vi.hoisted(() => ({
  customer: { id: "1", document: "52998224725", name: "Maria", email: "", phone: "" },
  afterResponse: [] as Promise<unknown>[],
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => request.customer }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => request.afterResponse.push(task()) }));
const testRoute = await import("@/app/api/push/test/route");

let service: ResolvedPushService;
/** Answers held back by the push service (/hang), released by the test. */
const held: http.ServerResponse[] = [];

/** /ok 201, /gone 410, /missing 404, /error 500, /hang no answer until released. */
function answer(path: string, response: http.ServerResponse) {
  if (path.startsWith("/hang")) return void held.push(response);
  const status = path.startsWith("/ok") ? 201 : path.startsWith("/gone") ? 410 : path.startsWith("/missing") ? 404 : 500;
  response.writeHead(status).end();
}

beforeAll(async () => {
  service = await startResolvedPushService((received, response) => answer(received.path, response));
  const vapid = webpush.generateVAPIDKeys();
  setPushEnv({
    ...service.env,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
});
afterAll(async () => {
  restorePushEnv();
  await service.close();
});

const subscription = (path: string) => storedSubscription(request.customer.document, `${service.origin}${path}`);

async function pressTest(): Promise<{ status: number; body: string }> {
  const response = await testRoute.POST(
    new Request("http://localhost/api/push/test", { method: "POST", headers: { "sec-fetch-site": "same-origin" } }),
  );
  return { status: response.status, body: await response.text() };
}

describeEachDatabase("'Testar Notificacao'", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    service.received.length = 0;
    request.afterResponse = [];
  });

  it("answers the same whatever the push service says, and before it says it", async () => {
    const answers: { status: number; body: string }[] = [];
    for (const path of ["/ok/a", "/gone/b", "/missing/c", "/error/d", "/hang/e", null]) {
      await truncateAll(getDb());
      if (path) await getDb().insert(pushSubscriptions).values(subscription(path));
      answers.push(await pressTest());
      if (path?.startsWith("/hang")) {
        // Answered while the push service still holds its answer; then it times out or answers late.
        await vi.waitFor(() => expect(held).toHaveLength(1), eventually);
        held.pop()!.writeHead(201).end();
      }
      await Promise.all(request.afterResponse);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toHaveProperty("size", 1);
    expect(answers[0]).toEqual({ status: 202, body: JSON.stringify({ message: "Notificação de teste enviada." }) });
    // Every message really went out.
    expect(service.received.map((r) => r.path)).toEqual(["/ok/a", "/gone/b", "/missing/c", "/error/d", "/hang/e"]);
  });

  it("still removes what the push service reports gone, after answering", async () => {
    await getDb()
      .insert(pushSubscriptions)
      .values([subscription("/ok/a"), subscription("/gone/b")]);
    expect((await pressTest()).status).toBe(202);
    await Promise.all(request.afterResponse);
    expect((await getDb().select().from(pushSubscriptions)).map((row) => new URL(row.endpoint).pathname)).toEqual(["/ok/a"]);
  });
});

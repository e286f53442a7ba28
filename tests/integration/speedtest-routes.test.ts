import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { speedTests } from "@/lib/vendors/db/schema";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";

/* The speed test's endpoints: only for a logged-in subscriber, bounded sizes, results kept (the last 5). */

const request = vi.hoisted(() => ({
  customer: { id: "1", document: "52998224725", name: "Maria", email: "", phone: "" } as { document: string } | null,
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => request.customer }));
const download = await import("@/app/api/speedtest/download/route");
const upload = await import("@/app/api/speedtest/upload/route");
const result = await import("@/app/api/speedtest/result/route");
const { lastSpeedResults } = await import("@/lib/connection/speedtest/store");

const sameOrigin = { "sec-fetch-site": "same-origin" };

describeEachDatabase("speed test endpoints", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    request.customer = { document: "52998224725" };
  });

  it("streams the bytes asked, at most 50 MB, uncached", async () => {
    const res = await download.GET(new Request("http://localhost/api/speedtest/download?bytes=300000"));
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await res.arrayBuffer()).byteLength).toBe(300_000);
    const big = await download.GET(new Request("http://localhost/api/speedtest/download?bytes=999999999"));
    expect(big.headers.get("content-length")).toBe("50000000");
    await big.body?.cancel();
  });

  it("counts what is uploaded and refuses more than 20 MB", async () => {
    const ok = await upload.POST(
      new Request("http://localhost/api/speedtest/upload", { method: "POST", headers: sameOrigin, body: new Uint8Array(123_456) }),
    );
    expect(await ok.json()).toEqual({ bytes: 123_456 });
    const tooBig = await upload.POST(
      new Request("http://localhost/api/speedtest/upload", { method: "POST", headers: sameOrigin, body: new Uint8Array(20_000_001) }),
    );
    expect(tooBig.status).toBe(413);
  });

  it("keeps the last 5 results of the subscriber; refuses strangers and cross-site writes", async () => {
    for (let i = 1; i <= 6; i++) {
      const res = await result.POST(
        new Request("http://localhost/api/speedtest/result", {
          method: "POST",
          headers: { ...sameOrigin, "content-type": "application/json" },
          body: JSON.stringify({ download: i, upload: 1, latency: 10, jitter: 1 }),
        }),
      );
      expect(res.status).toBe(201);
    }
    expect((await lastSpeedResults("52998224725")).map((r) => r.download)).toEqual([6, 5, 4, 3, 2]);
    expect(await getDb().select().from(speedTests).where(eq(speedTests.clienteDocumento, "52998224725"))).toHaveLength(5);

    const crossSite = await result.POST(
      new Request("http://localhost/api/speedtest/result", { method: "POST", headers: { "sec-fetch-site": "cross-site" }, body: "{}" }),
    );
    expect(crossSite.status).toBe(403);
    request.customer = null;
    expect((await download.GET(new Request("http://localhost/api/speedtest/download"))).status).toBe(401);
  });
});

import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { INVOICE_TOKEN_TTL_MS } from "../../lib/billing/public-access/rules";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";
import { benchCustomer } from "../lib/bench-customers";
import { connect, freshDatabase } from "../lib/database";
import { startFloor } from "../lib/floor";
import { runJourneys, summarizeJourneys, type JourneyId, type JourneySystem } from "../lib/journeys";
import { PHONE } from "../lib/phone";
import { credentialsLogin } from "../lib/session";
import { BENCH_PORTS, sandboxUrls, startSandboxes, startServer, type CallRecord } from "../lib/stack";
import { upstreamRounds } from "../lib/stats";
import { startTimingRelay } from "../lib/timing-relay";
import { startReplica } from "../replica/server";

type Relay = Awaited<ReturnType<typeof startTimingRelay>>;
import type { PartContext } from "./context";

const { maria } = DEMO_CUSTOMERS;
export const SANDBOX_LATENCY_MS = 200;

/** Cookies of a Cookie header, as a browser context's storage state holds them. */
function cookieState(header: string, host = "127.0.0.1") {
  return header.split("; ").map((pair) => {
    const eq = pair.indexOf("=");
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      domain: host,
      path: "/",
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: "Lax" as const,
    };
  });
}

/** Part 1: the journeys on a throttled phone, the portal beside the bare Next.js floor and the old portal's replica. */
export async function journeysPart(ctx: PartContext) {
  const runs = Number(process.env.BENCH_JOURNEY_RUNS ?? 10);
  ctx.step("jornadas: build do piso do Next.js (bench/floor)");
  const floor = await startFloor({ work: ctx.work, logFile: path.join(ctx.out, "floor.log") });
  // Bench copies of Maria (bench/lib/bench-dataset.ts): a new subscriber for every run of journeys 1 and 2.
  // Journeys 1 and 2 on three systems, and without script on the portal; cold and warm.
  const subscriberCount = (2 * 3 + 2) * 2 * (runs + 1) + 10;
  const sandboxes = await startSandboxes(path.join(ctx.out, "sandboxes.log"), { BENCH_SGP_CUSTOMERS: String(subscriberCount) });
  let subscriberSequence = 0;
  const nextSubscriber = () => {
    if (subscriberSequence >= subscriberCount) throw new Error("assinantes do bench esgotados");
    return benchCustomer(++subscriberSequence);
  };
  const databaseUrl = await freshDatabase("bench_journeys");
  const sql = connect(databaseUrl);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let baselineServer: Awaited<ReturnType<typeof startServer>> | null = null;
  // BENCH_BASELINE_APP=<folder of an earlier build copied by bench/snapshot.ts>: that build too, interleaved, for a before/after.
  const baselineApp = process.env.BENCH_BASELINE_APP;
  let replica: Awaited<ReturnType<typeof startReplica>> | null = null;
  const relays: Relay[] = [];
  try {
    await sandboxes.setLatency(SANDBOX_LATENCY_MS);
    server = await startServer({
      appDir: ctx.appDir,
      dataDir: path.join(ctx.work, "data-journeys"),
      databaseUrl,
      logFile: path.join(ctx.out, "server.log"),
    });
    if (baselineApp) {
      baselineServer = await startServer({
        appDir: baselineApp,
        dataDir: path.join(ctx.work, "data-journeys-baseline"),
        databaseUrl,
        logFile: path.join(ctx.out, "server-baseline.log"),
        port: BENCH_PORTS.baseline,
      });
    }
    // The browser reaches every server through a timing relay (bench/lib/timing-relay.ts), port + 100.
    const relay = (port: number) => startTimingRelay(port + 100, { host: "127.0.0.1", port });
    relays.push(
      await relay(BENCH_PORTS.app),
      await relay(BENCH_PORTS.floor),
      await relay(BENCH_PORTS.replica),
      await relay(BENCH_PORTS.replicaProxy),
    );
    const baselineRelay = baselineApp ? await relay(BENCH_PORTS.baseline) : null;
    if (baselineRelay) relays.push(baselineRelay);
    const [portalRelay, floorRelay, replicaRelay, proxyRelay] = relays as [Relay, Relay, Relay, Relay];
    replica = await startReplica({
      port: BENCH_PORTS.replica,
      proxyPort: BENCH_PORTS.replicaProxy,
      sgpUrl: sandboxUrls.sgp,
      efiUrl: sandboxUrls.efi,
      publicOrigin: replicaRelay.url,
      publicProxyOrigin: proxyRelay.url,
    });
    const replicaUrl = replicaRelay.url;
    let logins = 0;

    const portalAt = (name: string, portalRelay: Relay, server: { url: string }): JourneySystem => ({
      name,
      url: portalRelay.url,
      serverTime: () => portalRelay.take(),
      // What a link sent by SMS is: a row of invoice_tokens with the digest of the token (lib/billing/public-access/token.ts).
      async newToken(subscriber) {
        const token = randomBytes(24).toString("base64url");
        const digest = createHash("sha256").update(token).digest("base64url");
        await sql`insert into invoice_tokens (token, cpfcnpj, expires_at) values (${digest}, ${subscriber.digits}, ${new Date(Date.now() + INVOICE_TOKEN_TTL_MS)})`;
        return token;
      },
      async signedIn() {
        const cookie = await credentialsLogin(server.url, maria, { "x-forwarded-for": `10.23.0.${++logins % 250}` });
        if (!cookie) throw new Error("login de Maria recusado");
        return { storageState: { cookies: cookieState(cookie), origins: [] } };
      },
      logout: (context) => context.clearCookies(),
      worksWithoutScript: true,
    });
    const portal = portalAt("portal", portalRelay, server);
    const bare: JourneySystem = {
      name: "Next.js floor",
      url: floorRelay.url,
      serverTime: () => floorRelay.take(),
      newToken: async () => randomBytes(24).toString("base64url"),
      signedIn: async () => ({ storageState: { cookies: cookieState(`floor_session=${maria.digits}`), origins: [] } }),
      logout: (context) => context.clearCookies(),
    };
    const old: JourneySystem = {
      name: "old portal replica",
      url: replicaUrl,
      serverTime: () => replicaRelay.take() + proxyRelay.take(),
      crossOrigin: true,
      // The subscriber's digits lead the token, so the page's session storage can be filled for it.
      newToken: async (subscriber) => `${subscriber.digits}x${randomBytes(12).toString("hex")}`,
      // The old link worked only in the browser that did the lookup (session storage): the replica gets it for free.
      prepareContext: (context) =>
        context.addInitScript(() => {
          const match = /^\/fatura\/((\d+)x[\w-]+)$/.exec(location.pathname);
          if (match)
            sessionStorage.setItem(
              `fatura_token_${match[1]}`,
              JSON.stringify({ cpfcnpj: match[2], timestamp: Date.now(), expires: Date.now() + 1_800_000, acessos: 0 }),
            );
        }),
      signedIn: async () => ({
        storageState: {
          cookies: [],
          origins: [
            {
              origin: replicaUrl,
              localStorage: [
                { name: "cliente_logado", value: JSON.stringify({ cpf: maria.digits, nome: maria.name }) },
                { name: "login_timestamp", value: String(Date.now()) },
              ],
            },
          ],
        },
      }),
      logout: (context) => context.clearCookies(),
    };

    ctx.step(`jornadas: ${runs} execuções por jornada, sistema e cache`);
    // BENCH_JOURNEY_SYSTEMS=replica (or portal, floor, baseline): only those, while developing.
    const only = process.env.BENCH_JOURNEY_SYSTEMS?.split(",");
    const candidates: [string, JourneySystem][] = [
      ["portal", portal],
      ["floor", bare],
      ["replica", old],
    ];
    if (baselineServer && baselineRelay)
      candidates.splice(1, 0, ["baseline", portalAt("portal (baseline)", baselineRelay, baselineServer)]);
    const systems = candidates.filter(([key]) => !only || only.includes(key)).map(([, system]) => system);
    const upstream = {
      reset: () => sandboxes.clearCalls(),
      count: async () => {
        const { sgp, efi } = await sandboxes.calls();
        const real = (calls: CallRecord[]) => calls.filter((c) => !c.path.startsWith("/__sandbox"));
        return {
          sgp: real(sgp).length,
          efi: real(efi).length,
          rounds: upstreamRounds(
            [...real(sgp), ...real(efi)].map((c) => c.at),
            SANDBOX_LATENCY_MS,
          ),
        };
      },
    };
    // BENCH_JOURNEYS=sms-link (or login-pay, return-visit): only those journeys.
    const journeys = process.env.BENCH_JOURNEYS?.split(",") as JourneyId[] | undefined;
    const results = await runJourneys({ systems, runs, journeys, log: ctx.step, nextSubscriber, upstream });
    return {
      date: new Date().toISOString(),
      runs,
      phone: PHONE,
      sandboxLatencyMs: SANDBOX_LATENCY_MS,
      replicaScriptKb: replica.scriptBytes / 1024,
      summaries: summarizeJourneys(results),
      samples: results,
    };
  } finally {
    await Promise.all(relays.map((r) => r.close()));
    await replica?.stop();
    await server?.stop();
    await baselineServer?.stop();
    await sql.end({ timeout: 1 });
    await sandboxes.stop();
    await floor.stop();
  }
}

export type JourneyFigures = Awaited<ReturnType<typeof journeysPart>>;

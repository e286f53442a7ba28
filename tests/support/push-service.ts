import fs from "node:fs";
import type http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { startDnsServer } from "./dns-server";
import { PUSH_TEST_DOMAIN, PUSH_TLS_CERT, PUSH_TLS_KEY } from "./push-tls";

/**
 * A browser push service stand-in: HTTPS with the tests' certificate (tests/support/push-tls.ts)
 * on a loopback address, recording each request and answering as `answer` decides; and the
 * push configuration the tests switch between.
 */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type TestPushService = {
  readonly port: number;
  readonly received: ReceivedPush[];
  close(): Promise<void>;
};

export async function startPushService(
  answer: (request: ReceivedPush, response: http.ServerResponse) => void,
  listen: { address?: string; port?: number } = {},
): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const server = https.createServer({ key: fs.readFileSync(PUSH_TLS_KEY), cert: fs.readFileSync(PUSH_TLS_CERT) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, listen.address ?? "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const PUSH_ENV = [
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
  "VAPID_SUBJECT",
  "PUSH_SERVICE_HOSTS",
  "PUSH_DNS_SERVERS",
  "PUSH_ALLOW_ADDRESSES",
] as const;
export type PushEnv = Partial<Record<(typeof PUSH_ENV)[number], string>>;
const original: PushEnv = Object.fromEntries(PUSH_ENV.map((name) => [name, process.env[name]]));

/** Sets the push variables to exactly `env` (the others unset) and forgets the parsed configuration. */
export function setPushEnv(env: PushEnv) {
  for (const name of PUSH_ENV) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
}

/** The push variables as they were before the tests changed them. */
export function restorePushEnv() {
  setPushEnv(original);
}

/** The stand-in's host name: under the test certificate's domain, resolved by the tests' DNS server. */
export const PUSH_SERVICE_HOST = `service.${PUSH_TEST_DOMAIN}`;

export type ResolvedPushService = TestPushService & {
  /** `https://service.push.test:<port>`, the origin of the subscriptions' endpoints. */
  readonly origin: string;
  /** The variables that let the push code reach it (for setPushEnv, or a child process's environment). */
  readonly env: Required<Pick<PushEnv, "PUSH_SERVICE_HOSTS" | "PUSH_DNS_SERVERS" | "PUSH_ALLOW_ADDRESSES">>;
};

/**
 * The stand-in reached as a production push service is: a host of PUSH_SERVICE_HOSTS, resolved
 * by DNS (a test server, through PUSH_DNS_SERVERS), over TLS; only its loopback address needs
 * PUSH_ALLOW_ADDRESSES, which production refuses.
 */
export async function startResolvedPushService(
  answer: (request: ReceivedPush, response: http.ServerResponse) => void,
): Promise<ResolvedPushService> {
  const dns = await startDnsServer();
  dns.set(PUSH_SERVICE_HOST, ["127.0.0.1"]);
  const service = await startPushService(answer);
  return {
    port: service.port,
    received: service.received,
    origin: `https://${PUSH_SERVICE_HOST}:${service.port}`,
    env: { PUSH_SERVICE_HOSTS: `*.${PUSH_TEST_DOMAIN}`, PUSH_DNS_SERVERS: dns.address, PUSH_ALLOW_ADDRESSES: "127.0.0.1" },
    async close() {
      await Promise.all([service.close(), dns.close()]);
    },
  };
}

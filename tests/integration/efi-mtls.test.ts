import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { Agent } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createEfiClient, type EfiClientOptions } from "@/lib/vendors/efi";
import { mtlsSend } from "@/lib/vendors/efi/transport";
import { DEFAULT_CIRCUIT_OPTIONS } from "@/lib/platform/upstream/circuit";
import { UpstreamUnavailableError } from "@/lib/platform/upstream/errors";
import { closeAllCircuits } from "../support/circuits";
import { rejectionOf } from "../support/rejection";

/**
 * The PIX API's mutual TLS with a PKCS#12 file: a local HTTPS server that
 * demands a client certificate stands in for the gateway.
 */

const TXID = "MTLS0000000000000000000000001";
/** The gateway answers 503 for this charge, and never answers for the next one. */
const FAILING_TXID = "FAIL0000000000000000000000001";
const HANGING_TXID = "HANG0000000000000000000000001";

/** The certificates are made with the openssl CLI; without it the suite is skipped (and says so). */
const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
})();

let dir: string;
let server: https.Server;
let baseUrl: string;
let serverCert: Buffer;
const peers: string[] = [];
const paths: string[] = [];

function openssl(...args: string[]) {
  execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
}

beforeAll(async () => {
  if (!hasOpenssl) return;
  dir = mkdtempSync(path.join(tmpdir(), "efi-mtls-"));
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"];
  openssl(
    "req",
    "-x509",
    ...ec,
    "-keyout",
    "server.key",
    "-out",
    "server.crt",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
  );
  openssl("req", "-x509", ...ec, "-keyout", "client.key", "-out", "client.crt", "-subj", "/CN=efi-test-client");
  openssl("pkcs12", "-export", "-inkey", "client.key", "-in", "client.crt", "-out", "client.p12", "-passout", "pass:segredo");
  serverCert = readFileSync(path.join(dir, "server.crt"));

  server = https.createServer(
    {
      key: readFileSync(path.join(dir, "server.key")),
      cert: serverCert,
      ca: readFileSync(path.join(dir, "client.crt")),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      peers.push(String((req.socket as TLSSocket).getPeerCertificate().subject?.CN));
      paths.push(req.url ?? "");
      res.setHeader("content-type", "application/json");
      if (req.url === `/v2/cob/${HANGING_TXID}`) return;
      if (req.method === "POST" && req.url === "/oauth/token") {
        res.end(JSON.stringify({ access_token: "mtls-token", expires_in: 3600 }));
      } else if (req.url === `/v2/cob/${FAILING_TXID}`) {
        res.statusCode = 503;
        res.end(JSON.stringify({ nome: "indisponivel" }));
      } else if (req.url === `/v2/cob/${TXID}` && req.headers.authorization === "Bearer mtls-token") {
        res.end(
          JSON.stringify({
            txid: TXID,
            status: "ATIVA",
            calendario: { criacao: "2026-05-07T14:03:12.000Z", expiracao: 3600 },
            valor: { original: "10.00" },
            chave: "k",
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ nome: "nao_encontrado", mensagem: "não encontrado" }));
      }
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  closeAllCircuits();
  peers.length = 0;
  paths.length = 0;
});

afterAll(async () => {
  if (!hasOpenssl) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function mtlsClient(options: Partial<EfiClientOptions> = {}) {
  return createEfiClient({
    pixBaseUrl: baseUrl,
    chargesBaseUrl: `${baseUrl}/v1`,
    clientId: "id",
    clientSecret: "secret",
    certPath: path.join(dir, "client.p12"),
    certPassphrase: "segredo",
    certAuthority: serverCert,
    pixKey: "k",
    timeoutMs: 3000,
    ...options,
  });
}

describe.skipIf(!hasOpenssl)("PIX API over mutual TLS", () => {
  it("presents the PKCS#12 certificate for the token and the calls", async () => {
    const client = mtlsClient();
    const tx = await client.getPixCharge(TXID);
    expect(tx.status).toBe("ATIVA");
    expect(peers).toEqual(["efi-test-client", "efi-test-client"]);
  });

  it("fails as unavailable when no client certificate is presented", async () => {
    const send = mtlsSend(new Agent({ connect: { ca: serverCert } }));
    const error = await send({ upstream: "efi", url: `${baseUrl}/oauth/token`, method: "POST", timeoutMs: 3000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
  });

  it("fails the first call, not the start, when the certificate file is missing", async () => {
    const client = mtlsClient({ certPath: path.join(dir, "missing.p12"), certPassphrase: undefined });
    await expect(client.getPixCharge(TXID)).rejects.toThrow(/missing\.p12/);
  });

  it("bounds each attempt with the client's timeout, as every upstream call", async () => {
    const started = Date.now();
    // Long enough for a mutual-TLS handshake on a busy machine to reach the server each time.
    const error = await rejectionOf(mtlsClient({ timeoutMs: 1_000 }).getPixCharge(HANGING_TXID));
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as Error).message).toBe("efi: tempo esgotado");
    // A read is tried twice, 1 s each.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(paths.filter((p) => p.endsWith(HANGING_TXID))).toHaveLength(2);
  });

  it("opens the gateway's circuit after consecutive failures and then fails fast without calling it", async () => {
    const client = mtlsClient();
    const { failureThreshold } = DEFAULT_CIRCUIT_OPTIONS;
    for (let i = 0; i < failureThreshold; i++) {
      expect(await rejectionOf(client.getPixCharge(FAILING_TXID))).toBeInstanceOf(UpstreamUnavailableError);
    }
    const reached = paths.length;
    const error = await rejectionOf(client.getPixCharge(TXID));
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as Error).message).toMatch(/circuito aberto/);
    expect(paths).toHaveLength(reached);
  });
});

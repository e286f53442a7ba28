import { execFileSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The certificate of the tests' push services (https on loopback under *.push.test), made
 * with the openssl CLI once and kept in .test-data. The integration tests' processes trust
 * it through NODE_EXTRA_CA_CERTS, as an operator would trust a private CA: the push code
 * itself knows nothing of it.
 */
const dir = path.resolve(".test-data", "push-tls");
export const PUSH_TLS_CERT = path.join(dir, "cert.pem");
export const PUSH_TLS_KEY = path.join(dir, "key.pem");
export const PUSH_TEST_DOMAIN = "push.test";

const DAY_MS = 24 * 60 * 60 * 1000;

function stillValid(): boolean {
  if (!fs.existsSync(PUSH_TLS_CERT) || !fs.existsSync(PUSH_TLS_KEY)) return false;
  const certificate = new X509Certificate(fs.readFileSync(PUSH_TLS_CERT));
  return new Date(certificate.validTo).getTime() - Date.now() > DAY_MS;
}

/**
 * vitest globalSetup (integration project): runs in vitest's own process before it starts
 * the test processes, which inherit its environment and read NODE_EXTRA_CA_CERTS at start.
 */
export default function ensurePushTls() {
  process.env.NODE_EXTRA_CA_CERTS = PUSH_TLS_CERT;
  if (stillValid()) return;
  fs.mkdirSync(dir, { recursive: true });
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "3650",
      "-keyout",
      PUSH_TLS_KEY,
      "-out",
      PUSH_TLS_CERT,
      "-subj",
      `/CN=${PUSH_TEST_DOMAIN}`,
      "-addext",
      `subjectAltName=DNS:${PUSH_TEST_DOMAIN},DNS:*.${PUSH_TEST_DOMAIN}`,
    ],
    { stdio: "pipe" },
  );
}

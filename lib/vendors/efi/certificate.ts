import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import { createSecureContext } from "node:tls";

/**
 * The Efí application's PKCS#12 certificate (EFI_CERT_PATH, EFI_CERT_PASSPHRASE), opened as the
 * PIX API's mutual TLS opens it: a wrong passphrase ("mac verify failure") or an expired
 * certificate would otherwise pass the start and readiness while every PIX fails. Checked at
 * start (lib/platform/config/deployment.ts), by readiness and in the metrics (its expiry date).
 * No `server-only`: the migration command and the jobs run the same start checks.
 */
export type CertificateCheck = { ok: true; expiresAt: Date } | { ok: false; error: string; expiresAt?: Date };

export function checkCertificate(certPath: string, passphrase: string | undefined, now = new Date()): CertificateCheck {
  let pfx: Buffer;
  try {
    pfx = fs.readFileSync(certPath);
  } catch {
    return { ok: false, error: `arquivo não encontrado ou sem permissão de leitura (${certPath})` };
  }
  let der: Buffer | undefined;
  try {
    // The secure context holds the leaf certificate the PKCS#12 carries.
    const context = createSecureContext({ pfx, passphrase }) as unknown as { context: { getCertificate(): Buffer | undefined } };
    der = context.context.getCertificate();
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    const hint = /mac verify failure/i.test(cause) ? "senha errada (EFI_CERT_PASSPHRASE)" : "não é um PKCS#12 (.p12) válido";
    return { ok: false, error: `certificado ilegível: ${hint}: ${cause}` };
  }
  if (!der) return { ok: false, error: "o arquivo .p12 não contém certificado" };
  const expiresAt = new Date(new X509Certificate(der).validTo);
  if (expiresAt.getTime() <= now.getTime()) {
    return { ok: false, error: `certificado expirado em ${expiresAt.toISOString().slice(0, 10)}: gere outro no painel da Efí`, expiresAt };
  }
  return { ok: true, expiresAt };
}

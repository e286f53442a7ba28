import "server-only";
import { config } from "@/lib/platform/config";
import { checkCertificate, type CertificateCheck } from "./certificate";

/**
 * The check of the certificate this server uses for the PIX API, or null when it uses none (the
 * sandbox, plain HTTP): what readiness and the metrics report (lib/vendors/efi/certificate.ts).
 */
export function configuredCertificate(): CertificateCheck | null {
  const { EFI_CERT_PATH, EFI_CERT_PASSPHRASE, EFI_PIX_URL } = config();
  if (!EFI_CERT_PATH || !EFI_PIX_URL.startsWith("https:")) return null;
  return checkCertificate(EFI_CERT_PATH, EFI_CERT_PASSPHRASE);
}

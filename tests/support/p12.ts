import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A PKCS#12 file like the Efí application's (a self-signed certificate valid for `days`), made
 * with the openssl CLI in `dir`, as tests/integration/efi-mtls.test.ts makes its certificates.
 */
export function makeP12(dir: string, { passphrase = "", days = 365, name = "efi.p12" } = {}): string {
  const run = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  run(
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    `${name}.key`,
    "-out",
    `${name}.crt`,
    "-days",
    String(days),
    "-subj",
    "/CN=efi-teste",
  );
  run("pkcs12", "-export", "-inkey", `${name}.key`, "-in", `${name}.crt`, "-out", name, "-passout", `pass:${passphrase}`);
  for (const extra of [`${name}.key`, `${name}.crt`]) fs.rmSync(path.join(dir, extra));
  return path.join(dir, name);
}

import { startEfiSandbox } from "./efi/server";
import { startMailSandbox } from "./mail/server";
import { startSgpSandbox } from "./sgp/server";

/** Starts the sandboxes with their defaults (ports, credentials, latency and faults from the environment). */
export async function startSandboxes() {
  const sgp = await startSgpSandbox({});
  // The gateway tells the subscriber system which title a PIX paid, over loopback as two services would.
  const efi = await startEfiSandbox({ sgpUrl: sgp.url });
  const mail = await startMailSandbox({});
  return {
    sgp,
    efi,
    mail,
    close: () => Promise.all([sgp.close(), efi.close(), mail.close()]).then(() => undefined),
  };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { sgp, efi, mail } = await startSandboxes();
  console.log(`Sandbox do SGP: ${sgp.url} (app ${sgp.credentials.app}, token ${sgp.credentials.token})`);
  console.log(`Sandbox da Efí: ${efi.url} (client ${efi.clientId})`);
  console.log(`Sandbox de e-mail: ${mail.smtpUrl}, caixa de entrada (e SMS) em ${mail.url}/sandbox/mail`);
}

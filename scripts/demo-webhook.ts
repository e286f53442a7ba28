import { spawn } from "node:child_process";
import path from "node:path";

/**
 * The demo registers its own PIX webhook at the Efí sandbox, as an operator would with
 * `npm run efi:webhook` (the same command, run here with the demo's environment), once the
 * portal answers: the sandbox sends the registration's test notification to it.
 */
export function registerDemoWebhook(port: number): Promise<void> {
  const root = path.resolve(import.meta.dirname, "..");
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const url = `http://127.0.0.1:${port}/api/webhooks/efi`;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["--conditions=react-server", path.join(root, "scripts", "efi-webhook.ts"), "--url", url, "--skip-mtls"], {
      cwd: root,
      env: process.env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`registro do webhook PIX falhou: ${stderr.trim()}`))));
  });
}

/** Before the portal starts: the boletos' notification_url is the same server's charges webhook (set per boleto, nothing to register). */
export function setDemoNotificationUrl(port: number): void {
  process.env.EFI_NOTIFICATION_URL ??= `http://127.0.0.1:${port}/api/webhooks/efi/charges`;
}

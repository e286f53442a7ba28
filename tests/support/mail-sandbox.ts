import { startMailSandbox, type RunningMailSandbox, type SandboxMessage } from "@/sandbox/mail/server";
import { DEMO_SMS_TOKEN } from "@/lib/vendors/sms/settings";
import { reloadAppConfig } from "./app-config";

export type MailTestSandbox = RunningMailSandbox & {
  /** Environment that points the app's e-mail (SMTP_URL) and SMS (SMS_URL, SMS_TOKEN) at this sandbox. */
  env: { SMTP_URL: string; SMS_URL: string; SMS_TOKEN: string };
  /** Empties the inbox. */
  clear(): Promise<void>;
  /** The inbox as GET /sandbox/mail answers it, over HTTP. */
  fetchInbox(): Promise<SandboxMessage[]>;
  /** Waits until the inbox holds `count` messages matching `match` (sending happens after the response). */
  waitFor(match: (message: SandboxMessage) => boolean, count?: number, timeoutMs?: number): Promise<SandboxMessage[]>;
};

/** The mail sandbox on free ports, ignoring the SANDBOX_* variables of the shell. */
export async function startMailForTests(): Promise<MailTestSandbox> {
  const sandbox = await startMailSandbox({ smtpPort: 0, httpPort: 0, host: "127.0.0.1", smsToken: DEMO_SMS_TOKEN });
  const fetchInbox = async () => (await (await fetch(`${sandbox.url}/sandbox/mail`)).json()) as SandboxMessage[];
  return {
    ...sandbox,
    env: { SMTP_URL: sandbox.smtpUrl, SMS_URL: sandbox.url, SMS_TOKEN: DEMO_SMS_TOKEN },
    async clear() {
      await fetch(`${sandbox.url}/sandbox/mail`, { method: "DELETE" });
      reloadAppConfig();
    },
    fetchInbox,
    async waitFor(match, count = 1, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = (await fetchInbox()).filter(match);
        if (found.length >= count) return found;
        if (Date.now() > until) throw new Error(`caixa de entrada: ${found.length} de ${count} mensagens esperadas`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

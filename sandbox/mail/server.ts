import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import { startSandbox, type RunningSandbox, type SandboxRequest, type SandboxResponse } from "../http";
import { DEMO_SMS_TOKEN } from "../../lib/vendors/sms/settings";

/**
 * The mail sandbox: an SMTP server (smtp-server, messages parsed by mailparser) on 127.0.0.1:7025
 * and, on 7003, the inbox as JSON plus a stand-in for Zenvia's SMS API whose messages land in the
 * same inbox. Fixed contracts (README, "Demo"): GET /sandbox/mail lists every message, newest
 * first, each with `to`, `subject`, `text` and `date` (ISO), and `channel` ("email" | "sms");
 * DELETE /sandbox/mail empties it. SMS: POST /v2/channels/sms/messages as Zenvia takes it
 * (X-API-TOKEN, {from, to, contents: [{type: "text", text}]}); its inbox entries have subject "SMS".
 */
export const MAIL_SANDBOX_DEFAULTS = { smtpPort: 7025, httpPort: 7003, smsToken: DEMO_SMS_TOKEN } as const;

export type SandboxMessage = {
  channel: "email" | "sms";
  from: string;
  to: string;
  subject: string;
  text: string;
  date: string;
  /** An e-mail's list headers (RFC 2369, RFC 8058) as sent, by lower-case name: what a mail provider acts on. */
  headers?: Record<string, string>;
};

/** The headers of an e-mail the inbox shows: the unsubscribe ones. */
const SHOWN_HEADERS = new Set(["list-unsubscribe", "list-unsubscribe-post"]);

export type MailSandboxOptions = { smtpPort?: number; httpPort?: number; host?: string; smsToken?: string };

export type RunningMailSandbox = RunningSandbox & {
  /** nodemailer's URL for the SMTP side (SMTP_URL). */
  smtpUrl: string;
  /** Every message received, newest first. */
  inbox(): SandboxMessage[];
  close(): Promise<void>;
};

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((entry) => entry.address ?? "")).filter(Boolean);

export async function startMailSandbox(options: MailSandboxOptions = {}): Promise<RunningMailSandbox> {
  const env = process.env;
  const host = options.host ?? env.SANDBOX_HOST ?? "127.0.0.1";
  const token = options.smsToken ?? env.SANDBOX_SMS_TOKEN ?? env.SMS_TOKEN ?? MAIL_SANDBOX_DEFAULTS.smsToken;
  const messages: SandboxMessage[] = [];
  const receive = (message: SandboxMessage) => void messages.unshift(message);

  const smtp = new SMTPServer({
    // Plain SMTP on this machine only, as a local relay: no certificate, any login accepted.
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: "sandbox" }),
    size: 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const from = mail.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : "");
          const headers = Object.fromEntries(
            mail.headerLines
              .filter((header) => SHOWN_HEADERS.has(header.key))
              .map((header) => [
                header.key,
                header.line
                  .slice(header.line.indexOf(":") + 1)
                  .replace(/\r?\n[ \t]+/g, " ")
                  .trim(),
              ]),
          );
          for (const to of recipients.length ? recipients : addresses(mail.to)) {
            receive({
              channel: "email",
              from,
              to,
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              date: new Date().toISOString(),
              ...(Object.keys(headers).length && { headers }),
            });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(options.smtpPort ?? Number(env.SANDBOX_SMTP_PORT ?? MAIL_SANDBOX_DEFAULTS.smtpPort), host, () => resolve());
  });
  smtp.on("error", () => undefined);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http = await startSandbox({
    name: "mail",
    port: options.httpPort ?? Number(env.SANDBOX_MAIL_PORT ?? MAIL_SANDBOX_DEFAULTS.httpPort),
    host,
    routes: [
      { method: "GET", pattern: "/sandbox/mail", handler: () => ({ json: messages }) },
      {
        method: "DELETE",
        pattern: "/sandbox/mail",
        handler: () => {
          messages.length = 0;
          return { json: { ok: true } };
        },
      },
      { method: "POST", pattern: "/v2/channels/sms/messages", handler: (req) => zenviaSms(req, token, receive) },
    ],
    reset: () => void (messages.length = 0),
  });

  return {
    ...http,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inbox: () => [...messages],
    close: async () => {
      await Promise.all([http.close(), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}

let smsCount = 0;

/** Zenvia's POST /v2/channels/sms/messages: the token, then the body, as its API checks them. */
function zenviaSms(req: SandboxRequest, token: string, receive: (message: SandboxMessage) => void): SandboxResponse {
  if (req.headers["x-api-token"] !== token) return { status: 401, json: { code: "UNAUTHORIZED", description: "Invalid API token" } };
  const body = (req.body ?? {}) as { from?: unknown; to?: unknown; contents?: unknown };
  const contents = Array.isArray(body.contents) ? (body.contents as { type?: unknown; text?: unknown }[]) : [];
  const text = contents.find((c) => c.type === "text" && typeof c.text === "string")?.text as string | undefined;
  if (typeof body.from !== "string" || !body.from || typeof body.to !== "string" || !/^\d{12,13}$/.test(body.to) || !text) {
    return {
      status: 400,
      json: { code: "VALIDATION_ERROR", description: "from, to (55 + DDD + número) e um conteúdo text são obrigatórios" },
    };
  }
  smsCount += 1;
  const id = `sandbox-sms-${Date.now()}-${smsCount}`;
  receive({ channel: "sms", from: body.from, to: body.to, subject: "SMS", text, date: new Date().toISOString() });
  return { json: { id, from: body.from, to: body.to, direction: "OUT", channel: "sms", contents } };
}

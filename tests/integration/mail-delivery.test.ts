import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deliverWithRetry } from "@/lib/platform/delivery";
import { log } from "@/lib/platform/log";
import { sendMail } from "@/lib/vendors/mail/send";
import { sendSms, smsEnabledFor } from "@/lib/vendors/sms/send";
import { SmsRefusedError } from "@/lib/vendors/sms/zenvia";
import { startMailForTests, type MailTestSandbox } from "../support/mail-sandbox";

/*
 * The senders against the mail sandbox over real SMTP and HTTP: what the subscriber receives, the
 * sandbox's fixed inbox contract, and the retries of a failed send, logged without the recipient
 * or the text.
 */

let mail: MailTestSandbox;
const saved = { ...process.env };

beforeAll(async () => {
  mail = await startMailForTests();
  Object.assign(process.env, mail.env, {
    MAIL_FROM: "velozfibra=nao-responda@velozfibra.example,default=nao-responda@central.example",
    SMS_FROM: "velozfibra=VelozFibra",
  });
});
afterAll(async () => {
  for (const key of ["SMTP_URL", "SMS_URL", "SMS_TOKEN", "MAIL_FROM", "SMS_FROM"] as const) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await mail.close();
});
beforeEach(() => mail.clear());

describe("e-mail over SMTP", () => {
  it("arrives in the sandbox from the brand's sender under the brand's name, as plain text", async () => {
    await sendMail({
      brand: "velozfibra",
      to: "carlos.souza@example.com",
      subject: "Assunto com acentuação",
      text: "Linha 1\nLinha 2 — çã",
    });
    await sendMail({ brand: "conectasul", to: "ana.ribeiro@example.com", subject: "Segunda", text: "Outra" });
    const inbox = await mail.fetchInbox();
    // Newest first, each with to, subject, text and date.
    expect(inbox).toEqual([
      {
        channel: "email",
        from: '"Conecta Sul" <nao-responda@central.example>',
        to: "ana.ribeiro@example.com",
        subject: "Segunda",
        text: "Outra\n",
        date: expect.any(String),
      },
      {
        channel: "email",
        from: '"Veloz Fibra" <nao-responda@velozfibra.example>',
        to: "carlos.souza@example.com",
        subject: "Assunto com acentuação",
        text: "Linha 1\nLinha 2 — çã\n",
        date: expect.any(String),
      },
    ]);
    expect(Date.parse(inbox[0]!.date)).toBeGreaterThanOrEqual(Date.parse(inbox[1]!.date));
  });
});

describe("SMS through the Zenvia API", () => {
  it("only for the brands SMS_FROM names, and lands in the same inbox", async () => {
    expect(smsEnabledFor("velozfibra")).toBe(true);
    expect(smsEnabledFor("conectasul")).toBe(false);
    await sendSms("velozfibra", "5519996543210", "Seu código: 123456");
    expect(await mail.fetchInbox()).toEqual([
      { channel: "sms", from: "VelozFibra", to: "5519996543210", subject: "SMS", text: "Seu código: 123456", date: expect.any(String) },
    ]);
  });

  it("a wrong token is refused as Zenvia refuses it", async () => {
    process.env.SMS_TOKEN = "outro-token";
    try {
      await expect(sendSms("velozfibra", "5519996543210", "x")).rejects.toMatchObject({ status: 401, code: "UNAUTHORIZED" });
      await expect(sendSms("velozfibra", "5519996543210", "x")).rejects.toBeInstanceOf(SmsRefusedError);
    } finally {
      process.env.SMS_TOKEN = mail.env.SMS_TOKEN;
    }
    expect(await mail.fetchInbox()).toEqual([]);
  });
});

describe("retries", () => {
  it("sends again after a failure; gives up after the last attempt; logs neither the address nor the text", async () => {
    const warn = vi.spyOn(log, "warn");
    const error = vi.spyOn(log, "error");
    const info = vi.spyOn(log, "info");
    // An SMTP server that hangs up at once: every attempt fails at the connection.
    const refusing = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const port = (refusing.address() as net.AddressInfo).port;
    try {
      let attempts = 0;
      const flaky = () => {
        attempts += 1;
        process.env.SMTP_URL = attempts < 3 ? `smtp://127.0.0.1:${port}` : mail.env.SMTP_URL;
        return sendMail({ brand: "velozfibra", to: "segredo@example.com", subject: "Código", text: "Código 654321" });
      };
      expect(await deliverWithRetry({ channel: "email", purpose: "teste", document: "12345678909", send: flaky }, [0, 0])).toBe(true);
      expect(attempts).toBe(3);
      expect(await mail.waitFor((m) => m.to === "segredo@example.com")).toHaveLength(1);

      process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
      const doomed = () => sendMail({ brand: "velozfibra", to: "segredo@example.com", subject: "Código", text: "Código 654321" });
      expect(await deliverWithRetry({ channel: "email", purpose: "teste", document: "12345678909", send: doomed }, [0, 0])).toBe(false);

      const logged = JSON.stringify([...warn.mock.calls, ...error.mock.calls, ...info.mock.calls]);
      expect(warn).toHaveBeenCalledTimes(4);
      expect(error).toHaveBeenCalledTimes(1);
      expect(logged).not.toContain("segredo");
      expect(logged).not.toContain("654321");
      expect(logged).not.toContain("12345678909");
    } finally {
      process.env.SMTP_URL = mail.env.SMTP_URL;
      refusing.close();
      vi.restoreAllMocks();
    }
  });
});

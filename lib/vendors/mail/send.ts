import "server-only";
import nodemailer from "nodemailer";
import { brands, type BrandId } from "@/config/brands";
import { config } from "@/lib/platform/config";
import { configuredOnce } from "@/lib/platform/config/configured-once";
import { mailFromFor } from "./settings";

/**
 * Sending e-mail, for any feature (the recovery codes, reminders): one plain-text message to one
 * address, from the brand's sender (MAIL_FROM) with the brand's name, over SMTP_URL. One attempt:
 * the caller decides about retries (lib/platform/delivery.ts). Delivery is SMTP's job from there: the
 * server accepting the message is success.
 */
export type MailMessage = {
  brand: BrandId;
  to: string;
  subject: string;
  text: string;
  /** One-click unsubscribe (RFC 8058): the URL a POST to turns this kind of message off. */
  unsubscribeUrl?: string;
};

/** Each step of an SMTP exchange gives up after this long, so a silent server frees its sender. */
const TIMEOUT_MS = 10_000;

const transport = configuredOnce((env) =>
  nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    // Nothing of a message refers to files or URLs; nodemailer must never read them for it.
    disableFileAccess: true,
    disableUrlAccess: true,
  }),
);

/** Whether MAIL_FROM names a sender for the brand: what decides if its e-mail goes out at all. */
export function mailEnabledFor(brand: BrandId): boolean {
  return !!mailFromFor(config().MAIL_FROM, brand);
}

export class MailNotConfiguredError extends Error {}

export async function sendMail(message: MailMessage): Promise<void> {
  const address = mailFromFor(config().MAIL_FROM, message.brand);
  if (!address) throw new MailNotConfiguredError(`MAIL_FROM não tem remetente para a marca ${message.brand}`);
  await transport().sendMail({
    from: { name: brands[message.brand].name, address },
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.unsubscribeUrl && {
      list: { unsubscribe: message.unsubscribeUrl },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    }),
  });
}

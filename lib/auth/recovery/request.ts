import "server-only";
import { z } from "zod";
import { brands, type BrandId } from "@/config/brands";
import type { ActionResult } from "@/lib/shared/action-result";
import { afterResponse } from "@/lib/platform/after-response";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { deliverWithRetry } from "@/lib/platform/delivery";
import { log, maskDocument } from "@/lib/platform/log";
import { sendMail } from "@/lib/vendors/mail/send";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { consume, release } from "@/lib/platform/rate-limit/store";
import { addressKey } from "@/lib/platform/request/client-ip";
import { findCustomer } from "@/lib/auth/login";
import { brazilianMobile, sendSms, smsEnabledFor } from "@/lib/vendors/sms/send";
import { resetCodeRequestSchema } from "@/lib/auth/validations/reset-code";
import { codeEmail, codeSms } from "./code-message";
import { issueCode } from "./codes";
import { recoveryMessages } from "./messages";

/** Of the addresses and numbers on file, how many get the code (the first ones). */
const MAX_RECIPIENTS = 3;

/**
 * Step one of a reset or first access: asks for a code for a document. The answer is the same for
 * every valid document, a customer's or not, with an e-mail on file or not, and comes before the
 * SGP is asked anything: the lookup and the sending run after the response (afterResponse), so
 * neither the text nor the time tells who is a subscriber. Only the limits can refuse, counted for
 * any document: 3 codes per document and 10 per address an hour (LIMITS.resetCode*).
 */
export async function requestResetCode(input: unknown, ip: string | null, brand: BrandId): Promise<ActionResult> {
  const parsed = resetCodeRequestSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? recoveryMessages.documentRequired;
    return { ok: false, error: message, fieldErrors: { documento: message } };
  }
  if (!ip) return { ok: false, error: recoveryMessages.failed.description };
  const document = parsed.data.documento;
  try {
    const byAddress = await consume(LIMITS.resetCodeAddress, addressKey(ip));
    if (!byAddress.ok) return rateLimited(byAddress.retryAt);
    const byDocument = await consume(LIMITS.resetCodeDocument, document);
    if (!byDocument.ok) {
      await release(byAddress.slot);
      return rateLimited(byDocument.retryAt);
    }
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document) }, "limite do código de senha indisponível");
    return { ok: false, error: recoveryMessages.failed.description };
  }
  afterResponse(() => sendResetCode(document, brand));
  return { ok: true, data: undefined, message: recoveryMessages.sent.description };
}

const rateLimited = (retryAt: Date): ActionResult => ({
  ok: false,
  error: recoveryMessages.rateLimited(formatInBrazil(retryAt, "HH:mm")).description,
});

/**
 * After the response: finds the customer and sends a new code to the e-mails on file and, where
 * the brand has an SMS sender, to the mobiles. Nobody to send to, nothing is issued. Never throws.
 */
export async function sendResetCode(document: string, brandId: BrandId, now = new Date()): Promise<void> {
  const masked = maskDocument(document);
  try {
    const customer = await findCustomer(document);
    const emails = customer ? customer.contacts.emails.filter((e) => z.email().safeParse(e).success).slice(0, MAX_RECIPIENTS) : [];
    const mobiles =
      customer && smsEnabledFor(brandId) ? unique(customer.contacts.mobiles.map(brazilianMobile)).slice(0, MAX_RECIPIENTS) : [];
    if (emails.length + mobiles.length === 0) {
      log.info({ documento: masked, cliente: !!customer }, "código de senha não enviado: sem cliente ou sem contato");
      return;
    }
    const code = await issueCode(document, now);
    const brand = brands[brandId];
    const email = codeEmail({ brand, document, code, at: now });
    const sms = codeSms({ brand, document, code });
    await Promise.all([
      ...emails.map((to) =>
        deliverWithRetry({
          channel: "email",
          purpose: "código de senha",
          document,
          send: () => sendMail({ brand: brandId, to, ...email }),
        }),
      ),
      ...mobiles.map((to) =>
        deliverWithRetry({ channel: "sms", purpose: "código de senha", document, send: () => sendSms(brandId, to, sms) }),
      ),
    ]);
  } catch (error) {
    log.error({ err: error, documento: masked }, "código de senha não enviado");
  }
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

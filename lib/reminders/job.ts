import "server-only";
import { z } from "zod";
import { brands, type BrandId } from "@/config/brands";
import { resolveBrand } from "@/lib/platform/brand/resolve";
import { daysUntil } from "@/lib/shared/br/calendar";
import { formatDate } from "@/lib/shared/br/dates";
import { formatBRL } from "@/lib/shared/br/money";
import { config } from "@/lib/platform/config";
import { deliverWithRetry } from "@/lib/platform/delivery";
import { invoicesInProcessing } from "@/lib/billing/confirmation/processing";
import { isOpenInvoice, invoiceNumber } from "@/lib/billing/invoices/rules";
import { log, maskDocument } from "@/lib/platform/log";
import { mailEnabledFor, sendMail } from "@/lib/vendors/mail/send";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { sendPushToCustomer } from "@/lib/notifications/push/send";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { circuitFor, upstreamCircuitKey } from "@/lib/platform/upstream/circuit";
import { UpstreamNotFoundError } from "@/lib/platform/upstream/errors";
import { reminderEmail } from "./email";
import { invoiceLink } from "./invoice-link";
import { reminderMessages as m } from "./messages";
import { optedOutOfReminderEmail, recordReminder, reminderRecipients } from "./store";
import { isQuietHour, reminderDaysBefore } from "./rule";
import { unsubscribeUrl } from "./unsubscribe";

export type ReminderRunOptions = {
  /** The job's clock: `npm run reminders -- --at …` fixes it, the server passes the real one. */
  clock?: () => Date;
  /** Days before the due date (default REMINDER_DAYS). */
  days?: readonly number[];
  /** Subscribers read from the SGP at once (default REMINDERS_CONCURRENCY). */
  concurrency?: number;
};

/** Counts only: the summary is printed and logged, so it carries no personal data. */
export type ReminderRunSummary = {
  quietHours: boolean;
  subscribers: number;
  /** Subscribers whose open invoices the SGP listed. */
  checked: number;
  sent: number;
  alreadySent: number;
  /** Browsers the reminders' pushes reached. */
  pushes: number;
  /** E-mails the SMTP server accepted (none when the brand has no sender, or without NEXTAUTH_URL or AUTH_SECRET). */
  emails: number;
  /** Subscribers skipped because the SGP failed for them (retried next run). */
  sgpFailures: number;
  /** Subscribers not tried: the SGP's circuit was open, or quiet hours began during the run. */
  skipped: number;
  /** Reminders that could not be stored (nothing recorded; retried next run). */
  errors: number;
};

export function reminderRunFailed(summary: ReminderRunSummary): boolean {
  return summary.sgpFailures + summary.skipped + summary.errors > 0;
}

/**
 * Sends the due-date reminders that are due now. One SGP call per subscriber, a few at a
 * time; a subscriber whose call fails is skipped and retried on the next run, and while the
 * SGP's circuit breaker is open the remaining ones are not tried at all. Exactly once per
 * invoice and reminder, across instances, thanks to recordReminder's unique key.
 */
export async function runReminders(options: ReminderRunOptions = {}): Promise<ReminderRunSummary> {
  const clock = options.clock ?? (() => new Date());
  const settings = config();
  const days = options.days ?? settings.REMINDER_DAYS;
  const summary: ReminderRunSummary = {
    quietHours: false,
    subscribers: 0,
    checked: 0,
    sent: 0,
    alreadySent: 0,
    pushes: 0,
    emails: 0,
    sgpFailures: 0,
    skipped: 0,
    errors: 0,
  };
  if (isQuietHour(clock())) return { ...summary, quietHours: true };

  const mail = reminderMail(settings);
  const documents = await reminderRecipients();
  summary.subscribers = documents.length;
  const client = sgp();
  const circuit = circuitFor(upstreamCircuitKey("sgp", client.baseUrl));

  await forEachLimited(documents, options.concurrency ?? settings.REMINDERS_CONCURRENCY, async (document) => {
    if (circuit.state === "open" || isQuietHour(clock())) {
      summary.skipped++;
      return;
    }
    let invoices: Invoice[];
    try {
      invoices = (await client.listInvoices(document, "open")).invoices;
    } catch (error) {
      summary.sgpFailures++;
      log.warn({ err: error, documento: maskDocument(document) }, "lembretes: faturas indisponíveis no SGP");
      return;
    }
    summary.checked++;
    const open = invoices.filter(isOpenInvoice);
    // Paid by PIX and waiting for the SGP: reminding of it would ask for a second payment.
    const processing = await invoicesInProcessing(
      document,
      open.map((invoice) => invoice.id),
      clock(),
    );
    for (const invoice of open.filter((candidate) => !processing.has(String(candidate.id)))) {
      await remind(document, invoice, clock(), days, summary, mail);
    }
  });
  return summary;
}

async function remind(
  document: string,
  invoice: Invoice,
  now: Date,
  days: readonly number[],
  summary: ReminderRunSummary,
  mail: ReminderMail | null,
) {
  const daysBefore = reminderDaysBefore(invoice.dueDate, now, days);
  const daysLeft = daysUntil(invoice.dueDate, now);
  if (daysBefore === null || daysLeft === null) return;
  const numero = invoiceNumber(invoice);
  const valor = formatBRL(invoice.amountDue);
  const vencimento = formatDate(invoice.dueDate);
  try {
    const notification = await recordReminder(
      { document, invoiceId: String(invoice.id), numeroDocumento: numero, dataVencimento: invoice.dueDate, daysBefore },
      {
        titulo: m.title(daysLeft),
        mensagem: m.message(numero, valor, vencimento, daysLeft),
        tipo: daysLeft === 0 ? "warning" : "info",
        prioridade: daysLeft === 0 ? 2 : 1,
        categoria: "fatura",
        link: invoiceLink(numero),
      },
    );
    if (!notification) {
      summary.alreadySent++;
      return;
    }
    summary.sent++;
    summary.pushes += (await sendPushToCustomer(document, pushPayloadFor(notification))).sent;
  } catch (error) {
    summary.errors++;
    log.error({ err: error, documento: maskDocument(document) }, "lembretes: lembrete não gravado");
    return;
  }
  if (mail) summary.emails += await emailReminder(mail, document, { title: m.title(daysLeft), numero, valor, vencimento });
}

/** Where the reminders' e-mail comes from and links to; null when it is not sent at all. */
type ReminderMail = { brand: BrandId; origin: string };

/**
 * The brand of this deployment (BRAND, or the one NEXTAUTH_URL's host or port names) when it has a
 * sender in MAIL_FROM. The links need the portal's public address (NEXTAUTH_URL) and the
 * unsubscribe tokens AUTH_SECRET: without either, no e-mail.
 */
function reminderMail(settings: ReturnType<typeof config>): ReminderMail | null {
  if (!settings.NEXTAUTH_URL || !process.env.AUTH_SECRET) return null;
  const url = new URL(settings.NEXTAUTH_URL);
  const brand = resolveBrand({
    configured: settings.BRAND,
    host: url.host,
    port: url.port,
    hosts: settings.BRAND_HOSTS,
    ports: settings.BRAND_PORTS,
  });
  return mailEnabledFor(brand) ? { brand, origin: url.origin } : null;
}

/** Of the addresses on file, how many get the reminder (the first ones), as the recovery code. */
const MAX_EMAILS = 3;

/**
 * The reminder by e-mail to the addresses the SGP has for the subscriber, unless they turned it off.
 * Sent once with the reminder it goes with: a failure is logged, not retried by the next run. The
 * count of e-mails accepted; never throws.
 */
async function emailReminder(
  mail: ReminderMail,
  document: string,
  reminder: { title: string; numero: string; valor: string; vencimento: string },
): Promise<number> {
  try {
    if (await optedOutOfReminderEmail(document)) return 0;
    const customer = await sgp()
      .findCustomer(document)
      .catch((error: unknown) => (error instanceof UpstreamNotFoundError ? null : Promise.reject(error)));
    const addresses = customer ? customer.contacts.emails.filter((e) => z.email().safeParse(e).success).slice(0, MAX_EMAILS) : [];
    const unsubscribe = unsubscribeUrl(mail.origin, document);
    if (!addresses.length || !unsubscribe) return 0;
    const email = reminderEmail({
      brand: brands[mail.brand],
      ...reminder,
      link: new URL(invoiceLink(reminder.numero), mail.origin).toString(),
      unsubscribeUrl: unsubscribe,
    });
    const sent = await Promise.all(
      addresses.map((to) =>
        deliverWithRetry({
          channel: "email",
          purpose: "lembrete de fatura",
          document,
          send: () => sendMail({ brand: mail.brand, to, ...email, unsubscribeUrl: unsubscribe }),
        }),
      ),
    );
    return sent.filter(Boolean).length;
  } catch (error) {
    log.warn({ err: error, documento: maskDocument(document) }, "lembretes: e-mail não enviado");
    return 0;
  }
}

/** Runs `task` over `items` with at most `limit` running at once, in order. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

import { log } from "@/lib/platform/log";
import { payloadTooLarge, readBodyText } from "@/lib/platform/request/body";
import { reminderMessages } from "@/lib/reminders/messages";
import { optOutOfReminderEmail } from "@/lib/reminders/store";
import { documentOfToken, UNSUBSCRIBE_PATH } from "@/lib/reminders/unsubscribe";

export const dynamic = "force-dynamic";

/**
 * The reminders' one-click unsubscribe (RFC 8058), public: the token of the e-mail's
 * List-Unsubscribe link is the caller's only credential (lib/reminders/unsubscribe.ts). The mail
 * provider POSTs `List-Unsubscribe=One-Click`; a GET (the subscriber's click, or a link scanner)
 * changes nothing and shows a button that POSTs.
 */
const m = reminderMessages.unsubscribe;

const page = (status: number, text: { title: string; text: string }, extra = "") =>
  new Response(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${text.title}</title></head><body><main><h1>${text.title}</h1><p>${text.text}</p>${extra}</main></body></html>`,
    { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" } },
  );

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t") ?? "";

export async function GET(request: Request) {
  const token = tokenOf(request);
  if (!documentOfToken(token)) return page(400, m.invalid);
  // The token opened, so it is letters, digits, - and _ only: safe in the attribute as it is.
  const form = `<form method="post" action="${UNSUBSCRIBE_PATH}?t=${token}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${m.confirm.button}</button></form>`;
  return page(200, m.confirm, form);
}

export async function POST(request: Request) {
  const body = await readBodyText(request);
  if (!body.ok) return payloadTooLarge();
  const document = documentOfToken(tokenOf(request));
  if (!document) return page(400, m.invalid);
  try {
    await optOutOfReminderEmail(document);
  } catch (error) {
    log.error({ err: error }, "lembretes: descadastro não gravado");
    return page(503, m.failed);
  }
  return page(200, m.done);
}

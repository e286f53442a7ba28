import { log } from "@/lib/log";
import { payloadTooLarge, readBodyText } from "@/lib/request/body";
import { documentOfToken, optOutOfReminderEmail, UNSUBSCRIBE_PATH } from "@/lib/reminders/unsubscribe";

export const dynamic = "force-dynamic";

/**
 * The reminders' one-click unsubscribe (RFC 8058), public: the token of the e-mail's
 * List-Unsubscribe link is the caller's only credential (lib/reminders/unsubscribe.ts). The mail
 * provider POSTs `List-Unsubscribe=One-Click`; a GET (the subscriber's click, or a link scanner)
 * changes nothing and shows a button that POSTs.
 */

const page = (status: number, title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" } },
  );

const invalid = () => page(400, "Link inválido", "<p>Este link de cancelamento não é válido. Use o link do e-mail de lembrete mais recente.</p>");

export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  if (!documentOfToken(token)) return invalid();
  // The token passed documentOfToken: letters, digits, - and _ only, safe in the attribute.
  return page(
    200,
    "Lembretes de fatura por e-mail",
    `<p>Deseja parar de receber por e-mail os lembretes de vencimento das suas faturas? Os avisos na Central do Assinante continuam.</p>` +
      `<form method="post" action="${UNSUBSCRIBE_PATH}?t=${token}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Não quero mais receber</button></form>`,
  );
}

export async function POST(request: Request) {
  const body = await readBodyText(request);
  if (!body.ok) return payloadTooLarge();
  const documento = documentOfToken(new URL(request.url).searchParams.get("t") ?? "");
  if (!documento) return invalid();
  try {
    await optOutOfReminderEmail(documento);
  } catch (error) {
    log.error({ err: error }, "lembretes: descadastro não gravado");
    return page(503, "Tente novamente", "<p>Não foi possível registrar o pedido agora. Tente novamente em alguns minutos.</p>");
  }
  return page(200, "Pronto", "<p>Você não receberá mais lembretes de fatura por e-mail. Os avisos na Central do Assinante continuam.</p>");
}

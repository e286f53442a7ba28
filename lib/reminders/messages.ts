/** Texts of the due-date reminders (notification and push) and of `npm run reminders`. */
export const reminderMessages = {
  title: (daysLeft: number) =>
    daysLeft === 0 ? "Sua fatura vence hoje" : daysLeft === 1 ? "Sua fatura vence amanhã" : `Sua fatura vence em ${daysLeft} dias`,
  message: (numero: string, valor: string, vencimento: string, daysLeft: number) =>
    daysLeft === 0
      ? `A fatura ${numero}, de ${valor}, vence hoje (${vencimento}). Pague por PIX ou boleto para manter seus serviços em dia.`
      : `A fatura ${numero}, de ${valor}, vence em ${vencimento}. Pague por PIX ou boleto na Central do Assinante.`,
  summary: {
    quiet: "Lembretes: fora do horário de envio (21h às 8h em São Paulo); nada enviado.",
    line: (s: { subscribers: number; checked: number; sent: number; alreadySent: number; pushes: number; emails: number }) =>
      `Lembretes: ${s.checked} de ${s.subscribers} assinante(s) verificados; ${s.sent} lembrete(s) enviado(s), ` +
      `${s.pushes} push, ${s.emails} e-mail(s); ${s.alreadySent} já enviado(s) antes.`,
    failures: (s: { sgpFailures: number; skipped: number; errors: number }) =>
      `Falhas: ${s.sgpFailures} assinante(s) com o SGP indisponível, ${s.skipped} não verificado(s), ` +
      `${s.errors} lembrete(s) não gravado(s); serão tentados na próxima execução.`,
  },
} as const;

/** Texts of the due-date reminders (notification and push), their e-mail's unsubscribe page and of `npm run reminders`. */
export const reminderMessages = {
  title: (daysLeft: number) =>
    daysLeft === 0 ? "Sua fatura vence hoje" : daysLeft === 1 ? "Sua fatura vence amanhã" : `Sua fatura vence em ${daysLeft} dias`,
  message: (numero: string, valor: string, vencimento: string, daysLeft: number) =>
    daysLeft === 0
      ? `A fatura ${numero}, de ${valor}, vence hoje (${vencimento}). Pague por PIX ou boleto para manter seus serviços em dia.`
      : `A fatura ${numero}, de ${valor}, vence em ${vencimento}. Pague por PIX ou boleto na Central do Assinante.`,
  unsubscribe: {
    invalid: { title: "Link inválido", text: "Este link de cancelamento não é válido. Use o link do e-mail de lembrete mais recente." },
    confirm: {
      title: "Lembretes de fatura por e-mail",
      text: "Deseja parar de receber por e-mail os lembretes de vencimento das suas faturas? Os avisos na Central do Assinante continuam.",
      button: "Não quero mais receber",
    },
    done: { title: "Pronto", text: "Você não receberá mais lembretes de fatura por e-mail. Os avisos na Central do Assinante continuam." },
    failed: { title: "Tente novamente", text: "Não foi possível registrar o pedido agora. Tente novamente em alguns minutos." },
  },
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

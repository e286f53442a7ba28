/** Texts of payment confirmation: the open PIX dialog, the invoice badge, the notification and the commands. */
export const confirmationMessages = {
  confirmedTitle: "Pagamento confirmado",
  fields: { valor: "Valor", pagoEm: "Pago em", endToEnd: "Identificador do pagamento (E2E)" },
  confirmedHint: "A fatura aparece como paga assim que o sistema de cobrança registrar o pagamento.",
  waiting: "Aguardando o pagamento…",
  watchStopped: "Não conseguimos confirmar o pagamento agora. Se você já pagou, ele aparecerá em instantes.",
  expired: "Este PIX expirou. Feche e gere um novo código para pagar.",
  closed: "Este PIX não pode mais ser pago. Feche e gere um novo código.",
  processing: "Pagamento em processamento",
  processingHint: "Recebemos seu pagamento. A fatura aparece como paga assim que o sistema de cobrança o registrar.",
  notification: {
    title: "Pagamento recebido",
    message: (numero: string, valor: string, forma: "PIX" | "boleto") =>
      `Recebemos o pagamento de ${valor} da fatura ${numero} por ${forma}. Obrigado! Ela aparece como paga assim que o sistema de cobrança registrar.`,
  },
  watchRefused: "Cobrança não encontrada para este acesso.",
  pending: {
    swept: (count: number) => `Varredura no gateway: ${count} pagamento(s) PIX que o webhook não trouxe registrado(s) agora.`,
    sweepFailed: (reason: string) => `Varredura no gateway: falha ao consultar as cobranças (${reason}).`,
    none: (minutes: number) =>
      `Pagamentos pendentes: nenhum aguarda o operador nem está confirmado há mais de ${minutes} minuto(s) sem baixa no SGP.`,
    header: (count: number, minutes: number) =>
      `Pagamentos pendentes: ${count} aguardando o operador ou confirmado(s) há mais de ${minutes} minuto(s) sem baixa no SGP.`,
  },
} as const;

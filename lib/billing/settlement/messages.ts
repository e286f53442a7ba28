/** Texts of the settlement in the SGP: the subscriber's notifications, the operator's reasons and the commands. */
export const settlementMessages = {
  released: {
    title: "Conexão liberada",
    message: "Recebemos seu pagamento e sua conexão foi liberada. Se a internet não voltar em alguns minutos, reinicie o roteador.",
  },
  passedOn: {
    title: "Pagamento repassado ao provedor",
    message:
      "Recebemos seu pagamento e já o repassamos ao provedor: a liberação da sua conexão está a caminho. Se a internet não voltar em breve, reinicie o roteador.",
  },
  reasons: {
    partial: (paid: string, open: string) =>
      `valor pago ${paid} menor que o valor em aberto ${open} no SGP: dar baixa parcial ou acertar com o cliente`,
    titleMissing: "título não encontrado no SGP para este cliente",
    titleCancelled: "título cancelado no SGP depois do pagamento: estornar ou acertar com o cliente",
    refused: (msg: string) => `o SGP recusou a baixa: ${msg}`,
    noModule: "o SGP deste provedor não tem a API de baixa (/api/banco/): dar baixa à mão",
    gaveUp: (error: string) => `sem baixa depois de 24 h de tentativas: ${error}`,
    stillOpen: "o SGP aceitou a baixa, mas o título continua aberto",
    unconfirmed: "o SGP ainda não mostra o título pago",
  },
  note: (txid: string, endToEndId: string) => `PIX pago pela Central do Assinante. txid ${txid}, E2E ${endToEndId}`,
  /** A boleto's payment is named by its Efí charge (`boleto-<charge_id>`, lib/billing/confirmation/rules.ts). */
  boletoNote: (chargeRef: string) => `Boleto Efí pago pela Central do Assinante. Cobrança ${chargeRef.replace(/^boleto-/, "")}`,
  job: {
    sgpMode: 'SGP_SETTLEMENT não é "portal": o SGP dá baixa sozinho, nada a fazer.',
    summary: (s: { claimed: number; settled: number; operator: number; retrying: number }) =>
      `Baixas no SGP: ${s.claimed} tentada(s), ${s.settled} concluída(s), ${s.operator} aguardando o operador, ${s.retrying} para tentar de novo.`,
    failed: (message: string) => `Baixas no SGP: falha: ${message}`,
  },
} as const;

/** Every user-visible text of the trust release (docs/SPEC.md §2, §5, §8), written once for the screen, the server and the tests. */
export const trustReleaseMessages = {
  pageTitle: "Liberação Imediata",
  pageDescription: "Desbloqueio instantâneo para situações de emergência, com processamento em tempo real.",
  back: "Voltar",
  formTitle: "Solicitação Instantânea",
  formDescription: "Informe o motivo e seus serviços serão liberados na hora.",
  reasonLabel: "Motivo da solicitação",
  reasonPlaceholder:
    "Ex.: emergência médica, situação financeira temporária, aguardando transferência bancária...",
  reasonHint: "Seja específico para agilizar o processo",
  counter: (length: number, max: number) => `${length}/${max} caracteres`,
  submit: "Liberar Serviços Agora",
  submitting: "Processando Liberação...",

  infoTitle: "Liberação Automática e Imediata",
  infoItems: [
    "Ativação instantânea dos seus serviços",
    "Liberação válida por 72 horas",
    "Disponível uma vez por mês",
  ],
  infoTip: "Dica: regularize seu pagamento em até 3 dias para evitar uma nova suspensão.",

  successTitle: "Serviços Liberados Instantaneamente!",
  successDescription: "Seus serviços já estão ativos e ficam liberados por 72 horas.",
  successRemaining: "Tempo restante: 71h 59m (renovação automática)",
  newRequest: "Nova Solicitação",
  backToDashboard: "Voltar ao Dashboard",

  sentTitle: "Solicitação Enviada!",
  sentDefault: "Sua solicitação de liberação em confiança foi enviada com sucesso.",
  registeredTitle: "Solicitação Registrada!",
  registeredDescription: "Sua solicitação foi registrada com sucesso.",
  errorTitle: "Erro",
  sendFailed: "Não foi possível enviar a solicitação.",
  requiredTitle: "Campo obrigatório",
  reasonRequired: "Por favor, informe o motivo da solicitação.",
  reasonTooLong: (max: number) => `O motivo pode ter no máximo ${max} caracteres.`,

  alreadyThisMonth: "Você já solicitou uma liberação em confiança este mês. Só é permitida uma solicitação por mês.",
  clientMissing: "Cliente não encontrado ou sem contratos",
  noActiveContract: "Nenhum contrato ativo encontrado para liberação",
  allActive: "Todos os seus serviços já estão ativos. Não é necessário solicitar liberação em confiança.",
  nothingToRelease: "Nenhum serviço encontrado que necessite de liberação.",
  released: (count: number) => `Liberação solicitada com sucesso para ${count} contrato(s)`,
  partial: (released: number, attempted: number) => `Liberação parcial: ${released}/${attempted} contratos liberados`,
  /** Kept in the record for a contract whose services were all active already. */
  skippedAllActive: "Todos os serviços do contrato já estão ativos",
  skippedNothingBlocked: "Nenhum serviço do contrato precisa de liberação",
  upstreamUnavailable: "O sistema de assinantes não respondeu à liberação.",

  historyTitle: "Histórico de Liberações",
  historyLoading: "Carregando histórico...",
  historyEmpty: "Nenhuma solicitação ainda",
  historyEmptyDescription: "Quando você fizer sua primeira solicitação de liberação, ela aparecerá aqui.",
  historyItem: (id: number) => `Liberação #${id}`,
  requestedAt: "Solicitado em",
  processedAt: "Processado em",
  reason: "Motivo",
  statusLabels: { pending: "Pendente", approved: "Aprovado", denied: "Negado" },

  notificationTitle: "Serviços liberados",
  notificationMessage: (message: string) => `${message}. A liberação vale por 72 horas; regularize seu pagamento em até 3 dias.`,
} as const;

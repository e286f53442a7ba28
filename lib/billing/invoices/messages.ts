/**
 * User-visible texts of the dashboard and the invoices page (docs/SPEC.md §2, §8),
 * written once for the screens and the tests.
 */
export const invoiceMessages = {
  pageTitle: "Faturas",
  pageDescription: "Acompanhe suas faturas e pague por PIX ou boleto.",
  refresh: "Atualizar",
  retry: "Tentar Novamente",
  errorTitle: "Erro",
  loadNextFailed: "Não foi possível carregar a próxima fatura.",
  loadPaidFailed: "Não foi possível carregar as faturas pagas.",
  loadServicesFailed: "Não foi possível carregar os dados dos serviços.",

  nextInvoice: "Próxima Fatura",
  overdueBanner: "FATURA VENCIDA - Pague o quanto antes para evitar interrupção do serviço",
  emptyTitle: "Nenhuma fatura encontrada",
  emptyDescription: "Não há faturas em aberto no momento.",
  otherOpenTitle: "Outras faturas em aberto",
  openPaymentLink: "Abrir cobrança",

  paidTitle: "Histórico de pagamentos",
  showPaid: "Mostrar faturas pagas",
  hidePaid: "Ocultar faturas pagas",
  loadingPaid: "Carregando faturas pagas...",
  paidEmpty: "Nenhuma fatura paga encontrada",
  loadMorePaid: "Carregar mais",
  loadingMorePaid: "Carregando...",
  pager: {
    label: "Páginas das faturas em aberto",
    previous: "Anterior",
    next: "Próxima",
    position: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  viewInvoice: "Visualizar",
  downloadInvoice: "Baixar",

  fields: {
    numero: "Número",
    descricao: "Descrição",
    emissao: "Emissão",
    vencimento: "Vencimento",
    pagamento: "Pagamento",
    portador: "Portador",
    valor: "Valor",
    valorPago: "Valor pago",
    status: "Status",
  },
  status: { overdue: "Vencida", open: "Em Aberto", paid: "Paga" },
  days: {
    later: (days: number) => `Vence em ${days} dias`,
    tomorrow: "Vence amanhã",
    today: "Vence hoje",
    overdueOne: "Vencida há 1 dia",
    overdue: (days: number) => `Vencida há ${days} dias`,
  },
} as const;

export const dashboardMessages = {
  greeting: (firstName: string) => (firstName ? `Olá, ${firstName}!` : "Olá!"),
  welcome: "Bem-vindo à sua Central do Assinante.",
  shortcuts: {
    trustRelease: "Liberação em Confiança",
    payInvoice: "Pagar Fatura",
    contracts: "Visualizar Contratos",
  },
  connection: { title: "Conexão Internet" },
  dueDay: { title: "Vencimento", value: (day: number) => `Dia ${day}`, detail: "Todo mês", none: "-" },
  nextInvoice: { title: "Próxima Fatura", upToDate: "Em Dia", upToDateDetail: "Nenhuma fatura pendente", pay: "Pagar com PIX" },
  account: {
    title: "Status Conta",
    online: "Online",
    attention: "Atenção",
    unknown: "Indefinido",
    contract: (status: string) => `Contrato ${status}`,
    noContract: "Nenhum contrato",
  },
  lastPaid: { title: "Últimos pagamentos", all: "Ver todas as faturas" },
  services: { title: "Serviços ativos", empty: "Nenhum serviço ativo", all: "Ver todos os serviços", blankType: "Outro" },
} as const;

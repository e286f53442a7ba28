import { formatInBrazil } from "@/lib/shared/br/dates";

/** Texts of the PIX check (/verificarpixefi, docs/SPEC.md §2 and §8), written once for the screen, the server and the tests. */
export const pixCheckMessages = {
  title: "Verificar Transação PIX",
  description: "Informe o ID da transação (TXID) para consultar o status e os dados do pagamento.",
  fieldLabel: "ID da transação (TXID)",
  submit: "Verificar Transação",
  submitting: "Verificando...",
  found: { title: "Transação encontrada", description: "Os dados da transação PIX foram carregados com sucesso" },
  notFoundTitle: "Transação não encontrada",
  notFoundFallback: "Não foi possível encontrar esta transação",
  failure: { title: "Erro", description: "Ocorreu um erro ao verificar a transação" },
  rateLimitedTitle: "Muitas tentativas",
  /** Server answers (docs/SPEC.md §8). */
  server: {
    found: "Transação encontrada",
    notFound: "Transação PIX não encontrada",
    invalidData: "Dados inválidos fornecidos",
    rateLimited: (until: Date) =>
      `Muitas verificações em pouco tempo. Por segurança, aguarde e tente novamente às ${formatInBrazil(until, "HH:mm")}.`,
  },
  labels: {
    criacao: "Criada em",
    txid: "ID da transação (TXID)",
    chave: "Chave PIX",
    pagador: "Pagador",
    documento: "CPF/CNPJ do pagador",
    descricao: "Descrição do pagamento",
    infoAdicionais: "Informações adicionais",
    horario: "Horário",
    valorPago: "Valor pago",
    endToEndId: "ID fim a fim (E2E)",
    infoPagador: "Informação do pagador",
  },
  paymentsTitle: "Pagamento Realizado",
  copyCodeTitle: "PIX Copia e Cola",
} as const;

/** Texts of the invoice lookup (/verificar-fatura), written once for the screen, the server and the tests. */
export const lookupMessages = {
  title: "Consultar Fatura",
  fieldLabel: "CPF ou CNPJ",
  submit: "Consultar Faturas",
  submitting: "Verificando...",
  redirecting: "Redirecionando para acesso seguro...",
  notice: "Seus dados estão protegidos. O acesso à fatura expira automaticamente em 30 minutos.",
  footer: "Central do Cliente - Consulta Rápida de Faturas",
  failed: "Erro ao processar solicitação. Tente novamente.",
  /** `retryAt` is the São Paulo time the block ends, 'HH:mm' (formatted on the server). */
  rateLimited: (retryAt: string) => `Muitas consultas em pouco tempo. Por segurança, aguarde e tente novamente às ${retryAt}.`,
} as const;

/** Texts of the public invoice page (/fatura/{token}). */
export const publicInvoiceMessages = {
  expiredTitle: "Acesso Expirado",
  expiredDescription: "Este link de consulta não é mais válido. Faça uma nova consulta para ver suas faturas.",
  newLookup: "Nova Consulta",
  login: "Fazer Login",
  customerNotFound: "Cliente nao encontrado",
  customerNotFoundDescription: "Não encontramos cadastro para o CPF ou CNPJ informado. Confira o número e faça uma nova consulta.",
  expiresIn: "Acesso expira em",
  pageChangesLimitedTitle: "Muitas solicitações",
  upToDate: "Conta em Dia!",
  upToDateDescription: "Nenhuma fatura pendente.",
} as const;

/** Error codes of a login attempt and the texts the login screen shows for them (spec section 8). */
export const LOGIN_ERROR = {
  invalidCredentials: "INVALID_CREDENTIALS",
  connection: "CONNECTION",
  rateLimited: "RATE_LIMITED",
  /** A document that is not a whole, valid CPF or CNPJ: the login screen shows 'CPF invalido' / 'CNPJ invalido'. */
  invalidCpf: "INVALID_CPF",
  invalidCnpj: "INVALID_CNPJ",
} as const;

export const loginMessages = {
  welcome: (nome: string) => `Bem-vindo, ${nome}!`,
  /** The way to the public invoice lookup, for a subscriber who only wants to pay (or forgot the password). */
  payWithoutLogin: { prompt: "Só quer pagar uma fatura?", link: "Pagar sem entrar" },
  /** docs/SPEC.md §8: an expired session logs out with a console message only. */
  sessionExpiredConsole: "Sessão expirada após 24 horas: faça login novamente.",
  invalidCredentials: { title: "Credenciais invalidas", description: "Verifique seu CPF/CNPJ e senha e tente novamente." },
  connection: { title: "Erro de conexao", description: "Nao foi possivel conectar ao servidor. Tente novamente." },
  rateLimited: (retryAt: string) => ({
    title: "Muitas tentativas",
    description: `Por segurança, o acesso foi bloqueado temporariamente. Tente novamente às ${retryAt}.`,
  }),
};

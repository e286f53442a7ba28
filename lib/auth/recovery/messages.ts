import { newPasswordMessages } from "@/lib/auth/new-password-rules";

/**
 * Texts of 'Esqueci minha senha' and of first access (docs/SPEC.md §2 Forgot password, and its
 * departure). The spec's own: the page title and the document errors (lib/shared/br/messages.ts); the
 * rest are this portal's. No text ever says whether a document is a customer's.
 */
export const recoveryMessages = {
  title: "Esqueci minha senha",
  description: "Informe seu CPF ou CNPJ. Enviaremos um código para criar uma nova senha: serve também para o primeiro acesso.",
  documentRequired: "Por favor, informe seu CPF ou CNPJ",
  send: "Enviar código",
  sending: "Enviando...",
  /** The same answer for every valid document, a customer's or not, with contacts or without. */
  sent: {
    title: "Verifique seu e-mail",
    description:
      "Se o CPF/CNPJ estiver cadastrado, enviamos um código de 6 dígitos para o e-mail (e, quando houver, o celular) do cadastro. O código vale por 10 minutos.",
  },
  codeLabel: "Código de 6 dígitos",
  codeInvalidFormat: "O código tem 6 dígitos",
  newPassword: "Nova senha",
  confirmPassword: "Confirmar nova senha",
  passwordHint: newPasswordMessages.hint,
  submit: "Redefinir senha",
  submitting: "Redefinindo...",
  resend: "Enviar outro código",
  otherDocument: "Usar outro CPF/CNPJ",
  backToLogin: "Voltar para o login",
  /** The way for everyone the code cannot reach: the provider opens a protocol and helps. */
  noCode: {
    title: "Não recebeu o código?",
    description: (brand: string) =>
      `Confira a caixa de spam. Se o seu cadastro não tem e-mail ou celular, ou se eles mudaram, fale com a ${brand}: o atendimento abre um protocolo e atualiza o cadastro.`,
  },
  codeRejected: {
    title: "Código inválido ou expirado",
    description: "Confira o código ou peça um novo. Cada código vale por 10 minutos e aceita 5 tentativas.",
  },
  rateLimited: (retryAt: string) => ({
    title: "Muitas tentativas",
    description: `Por segurança, aguarde e tente novamente às ${retryAt}.`,
  }),
  failed: { title: "Erro de conexao", description: "Nao foi possivel conectar ao servidor. Tente novamente." },
  /** The notification and the toast after a reset. */
  done: { title: "Senha redefinida", description: "Sua nova senha já vale. As sessões abertas em outros aparelhos foram encerradas." },
  /** Offered by the login page after 'Credenciais invalidas'. */
  loginOffer: { prompt: "Primeiro acesso ou esqueceu a senha?", link: "Receber um código por e-mail" },
} as const;

/** What the reset step answers through next-auth (the error string), mapped to texts by the form. */
export const RESET_ERROR = {
  codeRejected: "CODE_REJECTED",
  weakPassword: "WEAK_PASSWORD",
  rateLimited: "RATE_LIMITED",
  connection: "CONNECTION",
} as const;

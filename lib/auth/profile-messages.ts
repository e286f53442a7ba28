/** Every user-visible text of 'Meu Perfil' (the password change form's are in lib/auth/validations/password-change.ts). */
export const profileMessages = {
  pageTitle: "Meu Perfil",
  pageDescription: "Seus dados cadastrais e a senha da Central do Assinante.",
  loadFailed: "Não foi possível carregar os seus dados.",
  retry: "Tentar Novamente",
  retrying: "Carregando...",
  account: {
    title: "Informações da conta",
    clienteDesde: "Cliente desde",
    status: "Status",
    noStatus: "Indefinido",
  },
  password: {
    title: "Alterar senha",
    description: "A nova senha passa a valer no próximo acesso; a anterior deixa de funcionar.",
  },
};

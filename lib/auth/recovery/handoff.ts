/**
 * The document typed on the login page, handed to 'Esqueci minha senha' when the login offers it
 * (after 'Credenciais invalidas'): in this tab's session storage, never in the address, where the
 * history and the access logs would keep it.
 */
const KEY = "recuperacao_documento";

export const recoveryHandoff = {
  give(customerDocument: string) {
    try {
      sessionStorage.setItem(KEY, customerDocument);
    } catch {
      // Storage refused (private mode, quota): the customer types the document again.
    }
  },
  take(): string | null {
    try {
      const value = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
      return value;
    } catch {
      return null;
    }
  },
};

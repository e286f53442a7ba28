/** 'Lembrar de mim': only the document, in local storage, with its remember flag. */
const KEY = "cpf_lembrado";

export const rememberedDocument = {
  read(): string | null {
    try {
      const saved = JSON.parse(localStorage.getItem(KEY) ?? "null") as { cpf?: string; lembrar?: boolean } | null;
      return saved?.lembrar && saved.cpf ? saved.cpf : null;
    } catch {
      localStorage.removeItem(KEY);
      return null;
    }
  },
  save(customerDocument: string) {
    localStorage.setItem(KEY, JSON.stringify({ cpf: customerDocument, lembrar: true }));
  },
  clear() {
    localStorage.removeItem(KEY);
  },
};

/** The copy button's texts (spec §9, 'Copy'), wherever something can be copied. */
export const clipboardMessages = {
  copy: "Copiar",
  copied: "Copiado!",
  copiedDescription: "Texto copiado para a área de transferência",
} as const;

/**
 * A new portal password (profile change, reset, first access), ASVS 4.0 V2.1 level 2: at least 12
 * characters, 128 allowed, any character kept as typed (no trimming, no composition rules). The
 * list of common and breached passwords and the document are checked on the server only
 * (lib/auth/password-policy.ts): the list is too big for the browser. Passwords set before these
 * rules (the demo's 'maria123', an SGP central password) still sign in: they apply to new ones.
 * Plain values, no zod: the login page's script reaches them through the recovery texts, and the
 * schema (lib/auth/validations/new-password.ts) would bring zod along.
 */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = 128;

export const newPasswordMessages = {
  hint: `Mínimo de ${NEW_PASSWORD_MIN_LENGTH} caracteres. Uma frase fácil de lembrar é uma boa senha.`,
  tooShort: `A nova senha deve ter pelo menos ${NEW_PASSWORD_MIN_LENGTH} caracteres`,
  tooLong: `A nova senha deve ter no máximo ${NEW_PASSWORD_MAX_LENGTH} caracteres`,
  common: "Esta senha é muito comum ou já apareceu em vazamentos de dados. Escolha outra.",
  document: "A nova senha não pode conter o seu CPF/CNPJ.",
  mismatch: "As senhas nao coincidem.",
} as const;

/** Characters as a person counts them (code points), so an accented letter or an emoji counts once. */
export const passwordLength = (value: string) => [...value].length;

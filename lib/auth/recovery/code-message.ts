import type { Brand } from "@/config/brands";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { maskDocumentMiddle } from "@/lib/shared/br/masking";
import { CODE_TTL_MS } from "./codes";

/**
 * What the code's e-mail and SMS say (SECURITY.md, "Recuperação de senha"): which brand, which
 * document (masked in the middle), when it was asked for (São Paulo time), how long it lasts, that
 * nobody from the provider will ever ask for it, and what to do if the customer did not ask.
 */
export function codeEmail(input: { brand: Brand; document: string; code: string; at: Date }) {
  const { brand, document, code, at } = input;
  const minutes = CODE_TTL_MS / 60_000;
  return {
    subject: `${brand.name}: seu código para criar uma nova senha`,
    text: [
      `Olá,`,
      ``,
      `Recebemos em ${formatInBrazil(at, "dd/MM/yyyy 'às' HH:mm")} (horário de Brasília) um pedido para criar uma nova senha da Central do Assinante ${brand.name} do CPF/CNPJ ${maskDocumentMiddle(document)}.`,
      ``,
      `Seu código: ${code}`,
      ``,
      `Digite-o na página 'Esqueci minha senha' em até ${minutes} minutos. Ele vale uma vez só.`,
      ``,
      `Ninguém da ${brand.name} vai pedir este código, por telefone, WhatsApp ou e-mail: não o informe a ninguém.`,
      `Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.`,
      ``,
      brand.legalName,
    ].join("\n"),
  };
}

export function codeSms(input: { brand: Brand; document: string; code: string }) {
  const { brand, document, code } = input;
  return `${brand.name}: seu código para nova senha do CPF/CNPJ ${maskDocumentMiddle(document)} é ${code}. Vale ${CODE_TTL_MS / 60_000} min. Ninguém da ${brand.name} vai pedir este código.`;
}

import type { Brand } from "@/config/brands";

/**
 * The reminder's e-mail (OPERATIONS.md, Scheduled jobs): the notification's words, with the brand,
 * the invoice's number, amount and due date, the portal's link to it and how to stop these e-mails.
 */
export function reminderEmail(input: {
  brand: Brand;
  title: string;
  numero: string;
  valor: string;
  vencimento: string;
  link: string;
  unsubscribeUrl: string;
}) {
  const { brand, title, numero, valor, vencimento, link, unsubscribeUrl } = input;
  return {
    subject: `${brand.name}: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    text: [
      `Olá,`,
      ``,
      `${title}: a fatura ${numero} da ${brand.name}, de ${valor}, vence em ${vencimento}.`,
      ``,
      `Pague por PIX ou boleto na Central do Assinante:`,
      link,
      ``,
      `Se você já pagou, desconsidere este lembrete.`,
      ``,
      `Para não receber mais lembretes de fatura por e-mail (os avisos na Central continuam):`,
      unsubscribeUrl,
      ``,
      brand.legalName,
    ].join("\n"),
  };
}

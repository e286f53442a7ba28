import type { NotificationInput } from "@/lib/validations/notification";

/**
 * The notifications the product sends on its own, for the features that call
 * notifyCustomer(documento, …) after the event:
 *
 *   await notifyCustomer(customer.cpf, productNotifications.trustReleased());
 */
export const productNotifications = {
  trustReleased: (): NotificationInput => ({
    titulo: "Serviços liberados",
    mensagem: "Sua liberação em confiança foi concluída. Os serviços ficam liberados por 72 horas.",
    tipo: "success",
    prioridade: 2,
    categoria: "liberacao",
    link: "/trust-release",
  }),
  ticketCreated: (protocolo: string): NotificationInput => ({
    titulo: "Chamado aberto",
    mensagem: `Recebemos sua solicitação. Protocolo: ${protocolo}.`,
    tipo: "info",
    prioridade: 1,
    categoria: "suporte",
    link: "/support",
  }),
  boletoGenerated: (numeroDocumento: string): NotificationInput => ({
    titulo: "Boleto gerado",
    mensagem: `O boleto da fatura ${numeroDocumento} está disponível.`,
    tipo: "info",
    prioridade: 1,
    categoria: "financeiro",
    link: "/invoices",
  }),
} as const;

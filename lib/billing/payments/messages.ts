import { clipboardMessages } from "@/lib/shared/clipboard-messages";
/**
 * User-visible texts of PIX and boleto generation (docs/SPEC.md §2 Invoices, §8), shared
 * by the logged-in invoices page, the dashboard and the public invoice page.
 */
export const paymentMessages = {
  generatePix: "Gerar PIX",
  generatingPix: "Gerando PIX...",
  generateBoleto: "Gerar Boleto",
  generatingBoleto: "Gerando Boleto...",
  viewBoleto: "Ver Boleto",
  /** From the page a PIX answered without script refreshes to. */
  backToInvoices: "Voltar às faturas",

  errorTitle: "Erro",
  pixFailedTitle: "Falha ao gerar PIX",
  boletoFailedTitle: "Falha ao gerar Boleto",
  unknownError: "Erro desconhecido",
  pixFailed: "Não foi possível gerar o PIX. Tente novamente.",
  boletoFailed: "Não foi possível gerar o boleto. Tente novamente.",
  invoiceNotOpen: "Esta fatura não está entre as suas faturas em aberto.",
  invalidInvoice: "Fatura inválida",

  ...clipboardMessages,

  pixDialog: {
    title: "PIX Gerado com Sucesso",
    description: "Escaneie o QR Code ou copie o código para pagar no aplicativo do seu banco.",
    valor: "Valor",
    expiry: "Expira em",
    status: "Status",
    payer: "Pagador",
    purpose: "Descrição",
    qrAlt: "QR Code do PIX",
    copyPaste: "PIX Copia e Cola",
    openLink: "Abrir no aplicativo ou navegador",
    downloadQr: "Baixar QR Code",
    extraInfo: "Informações adicionais",
  },
  boletoConfirm: {
    title: "Confirmar Geração de Boleto",
    description: "Uma nova cobrança será criada para esta fatura. Deseja continuar?",
    invoice: "Fatura",
    valor: "Valor",
    cancel: "Cancelar",
    confirm: "Confirmar",
  },
  boletoDialog: {
    title: (numero: string) => `Boleto - Fatura ${numero}`,
    description: "Pague pela linha digitável, pelo PIX do boleto ou pelo PDF.",
    descriptionWithoutPix: "Pague pela linha digitável ou pelo PDF.",
    valor: "Valor",
    originalDue: "Vencimento original",
    barcode: "Linha digitável",
    validUntil: "Válido até",
    pixTitle: "PIX do boleto",
    pixCode: "Código PIX do boleto",
    qrAlt: "QR Code do PIX do boleto",
    open: "Abrir Boleto",
    view: "Visualizar PDF",
    download: "Baixar PDF",
  },
  notification: {
    title: "Boleto gerado",
    message: (numero: string, valor: string, vencimento: string) =>
      `O boleto da fatura ${numero} no valor de ${valor} foi gerado e vence em ${vencimento}.`,
  },
} as const;

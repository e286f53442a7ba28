import { headers } from "next/headers";
import { PublicPage } from "@/components/auth/public-page";
import { PaymentButtons } from "@/components/payments/payment-buttons";
import { AccessCountdown } from "@/components/public-invoice/access-countdown";
import { AccessExpired, AccessNotice } from "@/components/public-invoice/access-notice";
import { CustomerSummary } from "@/components/public-invoice/customer-summary";
import { PublicInvoiceCard } from "@/components/public-invoice/public-invoice-card";
import { UpToDate } from "@/components/public-invoice/up-to-date";
import { currentBrand } from "@/lib/brand/current";
import { requestNow } from "@/lib/test-clock";
import { publicInvoiceMessages as m } from "@/lib/invoice-access/messages";
import { loadPublicInvoice } from "@/lib/invoice-access/public-invoice";
import { openInvoiceToken, type InvoiceAccess } from "@/lib/invoice-access/token";
import { invoiceMessages } from "@/lib/invoices/messages";
import { log } from "@/lib/log";
import { generateBoletoWithToken, generatePixWithToken } from "./actions";

// proxy.ts adds Cache-Control: no-store for /fatura/ paths; noindex is on every page (brandMetadata).
export const metadata = { title: "Fatura" };

/** Each render counts one of the link's 10 views; the link's document decides whose invoice is shown. */
export default async function FaturaPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, brand, requestHeaders] = await Promise.all([params, currentBrand(), headers()]);
  const now = requestNow(requestHeaders);
  return <PublicPage brand={brand}>{await content(token, now)}</PublicPage>;
}

async function content(token: string, now: Date) {
  let access: InvoiceAccess | null;
  try {
    access = await openInvoiceToken(token, now);
  } catch (error) {
    log.error({ err: error, msg: "falha ao validar o acesso à fatura" });
    return <Unavailable token={token} />;
  }
  if (!access) return <AccessExpired />;

  const page = await loadPublicInvoice(access.cpfcnpj);
  if (page.kind === "not-found") return <AccessNotice title={m.customerNotFound} description={m.customerNotFoundDescription} />;
  if (page.kind === "unavailable") return <Unavailable token={token} />;
  return (
    <AccessCountdown remainingMs={access.expiresAt.getTime() - now.getTime()}>
      <CustomerSummary nome={page.nome} documento={page.documento} />
      {page.invoice ? (
        <PublicInvoiceCard
          invoice={page.invoice}
          actions={
            <PaymentButtons
              invoice={{ id: page.invoice.id, numeroDocumento: page.invoice.numeroDocumento, valor: page.invoice.valorCorrigido }}
              hasCachedBoleto={page.invoice.hasCachedBoleto}
              generatePix={generatePixWithToken.bind(null, token)}
              generateBoleto={generateBoletoWithToken.bind(null, token)}
            />
          }
        />
      ) : (
        <UpToDate />
      )}
    </AccessCountdown>
  );
}

function Unavailable({ token }: { token: string }) {
  return (
    <AccessNotice title={invoiceMessages.errorTitle} description={invoiceMessages.loadNextFailed} retryHref={`/fatura/${token}`} />
  );
}

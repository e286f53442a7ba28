import { PublicPage } from "@/components/auth/public-page";
import { InvoiceCard } from "@/components/billing/invoices/invoice-card";
import { AccessCountdown } from "@/components/billing/public-invoice/access-countdown";
import { AccessExpired, AccessNotice } from "@/components/billing/public-invoice/access-notice";
import { CustomerSummary } from "@/components/billing/public-invoice/customer-summary";
import { UpToDate } from "@/components/billing/public-invoice/up-to-date";
import { currentBrand } from "@/lib/brand/current";
import { publicInvoiceMessages as m } from "@/lib/billing/public-access/messages";
import { loadPublicInvoice } from "@/lib/billing/public-access/public-invoice";
import { openInvoiceToken, type InvoiceAccess } from "@/lib/billing/public-access/token";
import { invoiceMessages } from "@/lib/billing/invoices/messages";
import type { PaymentActions } from "@/lib/billing/payments/types";
import { log } from "@/lib/log";
import { generateBoletoWithToken, generatePixWithToken, watchPixWithToken } from "./actions";

// proxy.ts adds Cache-Control: no-store for /fatura/ paths; noindex is on every page (brandMetadata).
export const metadata = { title: "Fatura" };

/** Each render counts one of the link's 10 views; the link's document decides whose invoices are shown, every open one payable. */
export default async function FaturaPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, brand] = await Promise.all([params, currentBrand()]);
  const now = new Date();
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
  // The link's token, not the browser, says whose invoice is paid.
  const actions: PaymentActions = {
    pix: generatePixWithToken.bind(null, token),
    boleto: generateBoletoWithToken.bind(null, token),
    watchPix: watchPixWithToken.bind(null, token),
  };
  return (
    <AccessCountdown remainingMs={access.expiresAt.getTime() - now.getTime()}>
      <CustomerSummary nome={page.nome} documento={page.documento} />
      {page.invoices.length > 0 ? (
        page.invoices.map((invoice) => <InvoiceCard key={invoice.id} invoice={invoice} actions={actions} />)
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

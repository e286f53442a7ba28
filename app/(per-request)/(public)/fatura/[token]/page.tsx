import { PublicPage } from "@/components/auth/public-page";
import { redirect } from "next/navigation";
import { InvoiceCard } from "@/components/billing/invoices/invoice-card";
import { InvoicePager } from "@/components/billing/invoices/invoice-pager";
import { AccessCountdown } from "@/components/billing/public-invoice/access-countdown";
import { AccessExpired, AccessNotice } from "@/components/billing/public-invoice/access-notice";
import { CustomerSummary } from "@/components/billing/public-invoice/customer-summary";
import { UpToDate } from "@/components/billing/public-invoice/up-to-date";
import { currentBrand } from "@/lib/platform/brand/current";
import { publicInvoiceMessages as m } from "@/lib/billing/public-access/messages";
import { headers } from "next/headers";
import { loadPublicInvoicePage, openPublicInvoice } from "@/lib/billing/public-access/public-invoice";
import { continueInvoiceToken, openInvoiceToken, type InvoiceAccess } from "@/lib/billing/public-access/token";
import { rateLimitedMessage } from "@/lib/platform/rate-limit/limits";
import { clientIp } from "@/lib/platform/request/client-ip";
import { invoiceMessages } from "@/lib/billing/invoices/messages";
import { PAGE_PARAM, pageFromParam } from "@/lib/billing/invoices/paging";
import type { PaymentActions } from "@/lib/billing/payments/types";
import { publicPixFollow } from "@/lib/billing/confirmation/follow-path";
import { log } from "@/lib/platform/log";
import { generateBoletoWithToken, generatePixWithToken, watchPixWithToken } from "./actions";

// proxy.ts adds Cache-Control: no-store for /fatura/ paths; noindex is on every page (brandMetadata).
export const metadata = { title: "Fatura" };

const LIST_ID = "faturas";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ [PAGE_PARAM]?: string | string[] }> };

/**
 * Opening the link counts one of its 10 views; moving between the pages of its invoices
 * (`?pagina=N`) is the same visit and counts none, within budgets of their own (continueInvoiceToken). The link's document
 * decides whose invoices are shown, every open one payable.
 */
export default async function FaturaPage({ params, searchParams }: Props) {
  const [{ token }, query, brand] = await Promise.all([params, searchParams, currentBrand()]);
  const now = new Date();
  const pageParam = query[PAGE_PARAM];
  return <PublicPage brand={brand}>{await content(token, pageParam === undefined ? null : pageFromParam(pageParam), now)}</PublicPage>;
}

/** `page` null: the link itself was opened (a view); a number: one of its pages, reached from it. */
async function content(token: string, page: number | null, now: Date) {
  let access: InvoiceAccess | null;
  try {
    if (page === null) access = await openInvoiceToken(token, now);
    else {
      const change = await continueInvoiceToken(token, clientIp(await headers()), now);
      if (change?.kind === "limited")
        return <AccessNotice title={m.pageChangesLimitedTitle} description={rateLimitedMessage(change.retryAt)} />;
      if (change?.kind === "no-address") return <Unavailable token={token} />;
      access = change?.access ?? null;
    }
  } catch (error) {
    log.error({ err: error, msg: "falha ao validar o acesso à fatura" });
    return <Unavailable token={token} />;
  }
  if (!access) return <AccessExpired />;

  const shown = page === null ? await openPublicInvoice(access.cpfcnpj, now) : await loadPublicInvoicePage(access.cpfcnpj, page, now);
  if (shown.kind === "not-found") return <AccessNotice title={m.customerNotFound} description={m.customerNotFoundDescription} />;
  if (shown.kind === "unavailable") return <Unavailable token={token} />;
  // A page beyond the last (invoices paid meanwhile): the last one, still without counting a view.
  if (page !== null && page > shown.pageCount) redirect(`/fatura/${token}?${PAGE_PARAM}=${shown.pageCount}#${LIST_ID}`);
  // The link's token, not the browser, says whose invoice is paid.
  const actions: PaymentActions = {
    pix: generatePixWithToken.bind(null, token),
    boleto: generateBoletoWithToken.bind(null, token),
    watchPix: watchPixWithToken.bind(null, token),
    // A page of the link's invoices counts none of its views (see above).
    answerAt: `/fatura/${token}?${PAGE_PARAM}=${shown.page}`,
    // So does the page a PIX answered without script refreshes to.
    followPixAt: publicPixFollow(token),
  };
  return (
    <AccessCountdown remainingMs={access.expiresAt.getTime() - now.getTime()}>
      <CustomerSummary name={shown.name} document={shown.document} />
      {shown.next ? (
        <div id={LIST_ID} className="scroll-mt-4 space-y-4">
          {[shown.next, ...shown.others].map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} actions={actions} />
          ))}
          <InvoicePager page={shown.page} pageCount={shown.pageCount} path={`/fatura/${token}`} anchor={LIST_ID} />
        </div>
      ) : (
        <UpToDate />
      )}
    </AccessCountdown>
  );
}

function Unavailable({ token }: { token: string }) {
  return <AccessNotice title={invoiceMessages.errorTitle} description={invoiceMessages.loadNextFailed} retryHref={`/fatura/${token}`} />;
}

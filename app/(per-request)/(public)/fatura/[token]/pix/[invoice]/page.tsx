import { notFound } from "next/navigation";
import { PublicPage } from "@/components/auth/public-page";
import { PixFollowAnswer } from "@/components/billing/payments/pix-follow-answer";
import { AccessExpired, AccessNotice } from "@/components/billing/public-invoice/access-notice";
import { followPix } from "@/lib/billing/confirmation/follow";
import { publicPixFollow } from "@/lib/billing/confirmation/follow-path";
import { followInvoiceSchema, followStepSchema } from "@/lib/billing/confirmation/validation";
import { invoiceMessages } from "@/lib/billing/invoices/messages";
import { PAGE_PARAM } from "@/lib/billing/invoices/paging";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { checkInvoiceToken } from "@/lib/billing/public-access/token";
import { currentBrand } from "@/lib/platform/brand/current";
import { log } from "@/lib/platform/log";

// proxy.ts adds Cache-Control: no-store for /fatura/ paths.
export const metadata = { title: paymentMessages.pixDialog.title };

type Props = { params: Promise<{ token: string; invoice: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where a PIX generated without script on the link's page refreshes itself to (a meta refresh):
 * the token says whose invoice, checked on every look without counting a view, like the open
 * dialog's watch; the address names only the invoice and the watch's step.
 */
export default async function PixFollowPage({ params, searchParams }: Props) {
  const [{ token, invoice }, query, brand] = await Promise.all([params, searchParams, currentBrand()]);
  const invoiceId = followInvoiceSchema.safeParse(invoice);
  if (!invoiceId.success) notFound();
  return <PublicPage brand={brand}>{await content(token, invoiceId.data, followStepSchema.parse(query), new Date())}</PublicPage>;
}

async function content(token: string, invoiceId: number, step: ReturnType<typeof followStepSchema.parse>, now: Date) {
  let document: string | undefined;
  try {
    document = (await checkInvoiceToken(token, now))?.cpfcnpj;
  } catch (error) {
    log.error({ err: error, msg: "falha ao validar o acesso à fatura para acompanhar o PIX" });
    return <AccessNotice title={invoiceMessages.errorTitle} description={invoiceMessages.loadNextFailed} />;
  }
  if (!document) return <AccessExpired />;
  const follow = await followPix({ document, audience: "public" }, invoiceId, step, now);
  return <PixFollowAnswer follow={follow} invoiceId={invoiceId} base={publicPixFollow(token)} back={`/fatura/${token}?${PAGE_PARAM}=1`} />;
}

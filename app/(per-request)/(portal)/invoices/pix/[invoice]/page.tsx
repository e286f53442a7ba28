import { notFound } from "next/navigation";
import { PixFollowAnswer } from "@/components/billing/payments/pix-follow-answer";
import { requireCustomer } from "@/lib/auth/session";
import { followPix } from "@/lib/billing/confirmation/follow";
import { PORTAL_PIX_FOLLOW } from "@/lib/billing/confirmation/follow-path";
import { followInvoiceSchema, followStepSchema } from "@/lib/billing/confirmation/validation";
import { paymentMessages } from "@/lib/billing/payments/messages";

export const metadata = { title: paymentMessages.pixDialog.title };

type Props = { params: Promise<{ invoice: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where a PIX generated without script refreshes itself to (a meta refresh): the session says whose
 * invoice, the address names only the invoice and the watch's step.
 */
export default async function PixFollowPage({ params, searchParams }: Props) {
  const [customer, { invoice }, query] = await Promise.all([requireCustomer(), params, searchParams]);
  const invoiceId = followInvoiceSchema.safeParse(invoice);
  if (!invoiceId.success) notFound();
  const follow = await followPix(
    { document: customer.document, audience: "portal" },
    invoiceId.data,
    followStepSchema.parse(query),
    new Date(),
  );
  return (
    <div className="mx-auto w-full max-w-md">
      <PixFollowAnswer follow={follow} invoiceId={invoiceId.data} base={PORTAL_PIX_FOLLOW} back="/invoices" />
    </div>
  );
}

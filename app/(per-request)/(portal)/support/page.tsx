import { RetryAlert } from "@/components/shell/retry-alert";
import { PageHeader } from "@/components/shell/page-header";
import { ContactCards } from "@/components/support/contact-cards";
import { NewTicketForm } from "@/components/support/new-ticket-form";
import { OrderList } from "@/components/support/order-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireCustomer } from "@/lib/auth/session";
import { currentBrand } from "@/lib/platform/brand/current";
import { MISSING } from "@/lib/shared/missing";
import { supportMessages as m } from "@/lib/support/messages";
import { loadSupportPage } from "@/lib/support/load";
import { TICKET_DESCRIPTION_MAX } from "@/lib/support/validation";
import { createTicket } from "./actions";

export const metadata = { title: m.pageTitle };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A text the link to this page pre-fills the form with (the connection's diagnosis, a speed test's result). */
function prefill(value: string | string[] | undefined, max: number): string {
  return typeof value === "string" ? value.slice(0, max) : "";
}

export default async function SupportPage({ searchParams }: Props) {
  const query = await searchParams;
  const [customer, brand] = await Promise.all([requireCustomer(), currentBrand()]);
  const { services, motives, orders } = await loadSupportPage(customer.document);
  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} />
      <div className="space-y-6">
        <ContactCards brand={brand} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card aria-labelledby="suporte-nova">
            <CardHeader>
              <CardTitle asChild size="lg">
                <h2 id="suporte-nova">{m.form.title}</h2>
              </CardTitle>
              <CardDescription>{m.form.intro}</CardDescription>
            </CardHeader>
            <CardContent>
              <NewTicketForm
                services={services}
                initial={{ servico: prefill(query.servico, 40), descricao: prefill(query.descricao, TICKET_DESCRIPTION_MAX) }}
                createTicket={createTicket}
                motives={motives}
              />
            </CardContent>
          </Card>
          {/* An SGP without the service-order module: the list is hidden, not shown as failed. */}
          {orders !== MISSING && (
            <section aria-labelledby="suporte-lista" className="space-y-3">
              <h2 id="suporte-lista" className="text-lg font-semibold">
                {m.list.title}
              </h2>
              {orders === null ? (
                <RetryAlert title={m.list.errorTitle} message={m.list.failed} retryLabel={m.retry} pendingLabel={m.retrying} />
              ) : (
                <OrderList orders={orders} />
              )}
            </section>
          )}
        </div>
      </div>
    </>
  );
}

import { Tv, Wifi } from "lucide-react";
import Link from "next/link";
import { RetryAlert } from "@/components/shell/retry-alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ActiveService } from "@/lib/billing/invoices/dashboard";
import { dashboardMessages as m, invoiceMessages } from "@/lib/billing/invoices/messages";

/** Active services of active contracts, with plan and type; null means the customer lookup failed. */
export function ActiveServices({ services }: { services: ActiveService[] | null }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{m.services.title}</h2>
        </CardTitle>
        <CardAction>
          <Button asChild variant="link" size="inline">
            <Link href="/services">{m.services.all}</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {services === null ? (
          <RetryAlert
            title={invoiceMessages.errorTitle}
            message={invoiceMessages.loadServicesFailed}
            retryLabel={invoiceMessages.retry}
            toastTitle={invoiceMessages.errorTitle}
          />
        ) : services.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.services.empty}</p>
        ) : (
          <ul className="divide-y" aria-label={m.services.title}>
            {services.map((service) => {
              const Icon = service.tipo === "TV" ? Tv : Wifi;
              return (
                <li key={`${service.contrato}-${service.id}`} className="flex items-center justify-between gap-3 py-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="truncate text-sm font-medium">{service.plano || "-"}</span>
                  </span>
                  <Badge variant="secondary">{service.tipo}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

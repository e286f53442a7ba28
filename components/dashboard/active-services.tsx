import { Tv, Wifi } from "lucide-react";
import { ListCard } from "@/components/dashboard/list-card";
import { Badge } from "@/components/ui/badge";
import type { ActiveService } from "@/lib/billing/invoices/dashboard";
import { dashboardMessages as m, invoiceMessages } from "@/lib/billing/invoices/messages";

/** Active services of active contracts, with plan and type; null means the customer lookup failed. */
export function ActiveServices({ services }: { services: ActiveService[] | null }) {
  return (
    <ListCard
      title={m.services.title}
      link={{ href: "/services", label: m.services.all }}
      items={services}
      loadFailed={invoiceMessages.loadServicesFailed}
      empty={m.services.empty}
      itemKey={(service) => `${service.contrato}-${service.id ?? service.plano}`}
      itemClassName="flex items-center justify-between gap-3 py-3"
      renderItem={(service) => {
        const Icon = service.tipo === "TV" ? Tv : Wifi;
        return (
          <>
            <span className="flex min-w-0 items-center gap-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate text-sm font-medium">{service.plano || "-"}</span>
            </span>
            <Badge variant="secondary">{service.tipo}</Badge>
          </>
        );
      }}
    />
  );
}

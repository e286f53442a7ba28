import { FileText } from "lucide-react";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { servicesMessages } from "@/lib/services/messages";
import type { RevealWifiPassword } from "@/lib/services/validation";
import type { ContractView } from "@/lib/services/view";
import { DetailList } from "@/components/ui/detail-list";
import { ServiceCard } from "./service-card";
import { StatusBadge } from "./status-badge";

const m = servicesMessages.contract;

/** `revealPassword` is the page's server action, passed down to each service's Wi-Fi details. */
export function ContractCard({ contract, revealPassword }: { contract: ContractView; revealPassword: RevealWifiPassword }) {
  const titleId = `contrato-${contract.id}`;
  return (
    <Card aria-labelledby={titleId} data-testid="contract-card" role="region">
      <CardHeader>
        <CardTitle asChild size="lg" className="flex items-center gap-2">
          <h2 id={titleId}>
            <FileText className="size-5 text-primary" aria-hidden />
            {m.title(contract.id)}
          </h2>
        </CardTitle>
        <CardAction>
          <StatusBadge status={contract.status} data-testid="contract-status" />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-6">
        <DetailList
          items={[
            { label: m.dataCadastro, value: contract.registeredOn },
            { label: m.vencimento, value: contract.dueDay },
            { label: m.endereco, value: contract.address, wide: true },
          ]}
        />
        <section aria-label={m.services} className="space-y-3">
          {contract.services.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.noServices}</p>
          ) : (
            <div className="grid gap-4 xl:grid-cols-2">
              {contract.services.map((service) => (
                <ServiceCard key={service.key} contrato={contract.id} service={service} revealPassword={revealPassword} />
              ))}
            </div>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

import { servicesMessages } from "@/lib/services/messages";
import type { RevealWifiPassword } from "@/lib/services/validation";
import type { ServiceView } from "@/lib/services/view";
import { DetailList } from "@/components/ui/detail-list";
import { WifiDetails } from "./wifi-details";

const m = servicesMessages.service;

type Props = { contrato: number; service: ServiceView; revealPassword: RevealWifiPassword };

export function ServiceCard({ contrato, service, revealPassword }: Props) {
  return (
    <article className="space-y-4 rounded-lg border p-4" data-testid="service-card" aria-labelledby={`servico-${service.key}`}>
      <h3 id={`servico-${service.key}`} className="font-semibold">
        {service.plan}
      </h3>
      <DetailList
        className="grid-cols-2"
        items={[
          { label: m.id, value: service.id ?? servicesMessages.none },
          { label: m.tipo, value: service.type },
          { label: m.grupo, value: service.group },
          { label: m.login, value: service.login },
          { label: m.ip, value: <span data-testid="service-ip">{service.ip}</span> },
        ]}
      />
      <WifiDetails
        contrato={contrato}
        servico={service.id}
        domKey={service.key}
        wifi24={service.wifi24}
        wifi5={service.wifi5}
        revealPassword={revealPassword}
      />
    </article>
  );
}

import { ChevronDown, UserRound } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { servicesMessages } from "@/lib/services/messages";
import type { ClientInfoView } from "@/lib/services/view";
import { DetailList } from "@/components/ui/detail-list";

const m = servicesMessages.client;

function list(values: string[]) {
  if (values.length === 0) return servicesMessages.none;
  return (
    <ul>
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </ul>
  );
}

/** The customer's registration data, open at first and collapsible. */
export function ClientInfo({ client }: { client: ClientInfoView }) {
  return (
    <Card>
      <Collapsible defaultOpen>
        <CardHeader>
          <h2 className="text-base font-semibold">
            <CollapsibleTrigger className="group flex w-full items-center gap-2 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background">
              <UserRound className="size-5 text-primary" aria-hidden />
              <span className="flex-1">{m.title}</span>
              <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </CollapsibleTrigger>
          </h2>
        </CardHeader>
        <CollapsibleContent>
          <CardContent className="pt-4">
            <DetailList
              items={[
                { label: m.nome, value: client.name },
                { label: m.tipo, value: client.personType },
                { label: m.documento, value: client.document },
                { label: m.clienteDesde, value: client.registeredOn },
                { label: m.endereco, value: client.address, wide: true },
                { label: m.telefones, value: list(client.phones) },
                { label: m.celulares, value: list(client.mobiles) },
                { label: m.emails, value: list(client.emails), wide: true },
              ]}
            />
          </CardContent>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}

import { Construction, Gauge, Wifi, WifiOff } from "lucide-react";
import Link from "next/link";
import { RetryAlert } from "@/components/shell/retry-alert";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge, TONE_VARIANT } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ConnectionOverview, ServiceConnection, SignalView } from "@/lib/connection/load";
import { connectionMessages as m } from "@/lib/connection/messages";
import { STATE_TONE, type ConnectionState } from "@/lib/connection/state";
import { GRADE_TONE } from "@/lib/connection/signal";
import { MISSING, type Missing } from "@/lib/shared/missing";
import type { Outage } from "@/lib/connection/outages";

/** The state's second line: since when, why blocked, or what the SGP said. */
export function stateDetail(state: ConnectionState): string {
  switch (state.kind) {
    case "online":
      return state.since ? m.since.online(state.since) : "";
    case "offline":
      return state.since ? m.since.offline(state.since) : "";
    case "blocked":
      return m.blockedDetail(state.reason);
    case "unknown":
      return m.unknownDetail(state.said);
  }
}

/** /internet's connection section: each internet service's state, signal, outages and what to do. */
export function ConnectionPanel({ overview }: { overview: ConnectionOverview | null }) {
  return (
    <section aria-labelledby="conexao-titulo" className="space-y-4">
      <div>
        <h2 id="conexao-titulo" className="text-lg font-semibold">
          {m.sectionTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{m.sectionDescription}</p>
      </div>
      {overview === null ? (
        <RetryAlert title={m.errorTitle} message={m.failed} retryLabel={m.retry} pendingLabel={m.retrying} />
      ) : overview.services.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <>
          {overview.outagesRead === null && (
            <Alert variant="warning">
              <AlertDescription>{m.outage.failed}</AlertDescription>
            </Alert>
          )}
          {overview.services.map((service) => (
            <ServiceCard key={`${service.contractId}-${service.ticketService}`} service={service} signalFailed={overview.signalFailed} />
          ))}
        </>
      )}
    </section>
  );
}

function ServiceCard({ service, signalFailed }: { service: ServiceConnection; signalFailed: boolean }) {
  const { state } = service;
  const titleId = `conexao-${service.ticketService}`;
  const Icon = state.kind === "online" ? Wifi : WifiOff;
  return (
    <Card role="group" aria-labelledby={titleId} data-testid="conexao-servico">
      <CardHeader>
        <CardTitle asChild>
          <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-base">
            <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
            <span>{m.service(service.plan, service.contractId)}</span>
            <Badge variant={TONE_VARIANT[STATE_TONE[state.kind]]} data-testid="conexao-estado">
              {m.state[state.kind]}
            </Badge>
          </h3>
        </CardTitle>
        <CardDescription>{stateDetail(state)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {service.outages.map((outage) => (
          <OutageAlert key={outage.id} outage={outage} />
        ))}
        {state.kind === "blocked" && (
          <div className="space-y-2">
            <p className="text-sm">{m.blockedHelp}</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link href="/invoices">{m.invoices}</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link href="/trust-release">{m.trustRelease}</Link>
              </Button>
            </div>
          </div>
        )}
        {state.kind === "offline" &&
          (service.outages.length > 0 ? <p className="text-sm">{m.outage.noTicket}</p> : <OfflineHelp service={service} />)}
        <SignalBlock signal={service.signal} failed={signalFailed} />
      </CardContent>
    </Card>
  );
}

export function OutageAlert({ outage }: { outage: Outage }) {
  return (
    <Alert variant="warning" data-testid="manutencao">
      <Construction aria-hidden="true" />
      <AlertTitle>{m.outage.title}</AlertTitle>
      <AlertDescription>
        <p>{outage.message || outage.description}</p>
        <p className="font-medium">{outage.endsAt ? m.outage.expectedEnd(outage.endsAt) : m.outage.noEnd}</p>
      </AlertDescription>
    </Alert>
  );
}

function OfflineHelp({ service }: { service: ServiceConnection }) {
  const since = service.state.kind === "offline" ? service.state.since : null;
  const query = new URLSearchParams({
    servico: service.ticketService,
    descricao: m.offlineHelp.diagnosis(service.contractId, service.login, since),
  });
  return (
    <div className="space-y-2" data-testid="conexao-ajuda">
      <h4 className="text-sm font-semibold">{m.offlineHelp.title}</h4>
      <ol className="list-decimal space-y-1 ps-5 text-sm">
        {m.offlineHelp.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm">
        {m.offlineHelp.remote}{" "}
        <Link href="/equipment" className="font-medium underline underline-offset-4">
          {m.offlineHelp.remoteLink}
        </Link>
      </p>
      <p className="text-sm">{m.offlineHelp.stillOffline}</p>
      <Button asChild size="sm">
        <Link href={`/support?${query.toString()}`}>{m.offlineHelp.openTicket}</Link>
      </Button>
    </div>
  );
}

function SignalBlock({ signal, failed }: { signal: SignalView | null | Missing; failed: boolean }) {
  // An SGP without the FTTx module: nothing to say about the signal.
  if (signal === MISSING) return null;
  return (
    <div className="space-y-1" data-testid="conexao-sinal">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Gauge aria-hidden="true" className="size-4 text-muted-foreground" />
        {m.signal.title}
        {signal && <Badge variant={TONE_VARIANT[GRADE_TONE[signal.grade]]}>{m.signal.grade[signal.grade]}</Badge>}
      </h4>
      {signal ? (
        <>
          <p className="text-sm">{m.signal.gradeHelp[signal.grade]}</p>
          <p className="text-sm text-muted-foreground">
            {m.signal.received(signal.rxDbm)}
            {signal.txDbm !== null && ` · ${m.signal.sent(signal.txDbm)}`}
          </p>
          {signal.measuredAt && <p className="text-xs text-muted-foreground">{m.signal.measuredAt(signal.measuredAt)}</p>}
          {signal.stale && <p className="text-xs text-warning">{m.signal.stale}</p>}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{failed ? m.signal.failed : m.signal.none}</p>
      )}
    </div>
  );
}

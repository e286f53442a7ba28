import { CheckCircle2, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { sampleMessages } from "./messages";
import { internetSample } from "./sample-data";

const m = sampleMessages.internet;

/** The last speed test's figures and diagnostics; the test button is inert (spec). */
export function SpeedTest() {
  const { speed, diagnostics } = internetSample;
  const figures = [
    { label: m.download, value: speed.downloadMbps, unit: "Mbps" },
    { label: m.upload, value: speed.uploadMbps, unit: "Mbps" },
    { label: m.ping, value: speed.pingMs, unit: "ms" },
    { label: m.jitter, value: speed.jitterMs, unit: "ms" },
  ];
  return (
    <Card role="region" aria-labelledby="teste-velocidade">
      <CardHeader>
        <CardTitle asChild size="base">
          <h2 id="teste-velocidade">{m.speedTitle}</h2>
        </CardTitle>
        <CardDescription>{m.speedDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg bg-muted p-3 text-center">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">
                <span>{figure.value}</span> <span className="text-sm font-normal text-muted-foreground">{figure.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="diagnostico">
          <h3 id="diagnostico" className="mb-2 text-sm font-semibold">
            {m.diagnosticsTitle}
          </h3>
          <ul className="space-y-1.5 text-sm">
            {diagnostics.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-1">
          <Button type="button" disabled aria-describedby="teste-indisponivel">
            <Play aria-hidden />
            {m.testButton}
          </Button>
          <p id="teste-indisponivel" className="text-xs text-muted-foreground">
            {m.testUnavailable}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

import { Activity, Gauge, HardDrive, Infinity as InfinityIcon, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { sampleMessages } from "./messages";
import { formatGb, internetSample } from "./sample-data";

const m = sampleMessages.internet;

function StatCard({ icon: Icon, label, value, detail }: { icon: LucideIcon; label: string; value: string; detail?: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <Icon className="mt-0.5 size-5 text-primary" aria-hidden />
      <dl className="min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-xl font-bold">{value}</dd>
        {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
      </dl>
    </div>
  );
}

/** Status, ping, monthly use and plan, then use per category. */
export function InternetOverview() {
  return (
    <>
      <section aria-label={m.title} className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard icon={Activity} label={m.statusLabel} value={m.statusValue} detail={m.statusDetail} />
        <StatCard icon={Gauge} label={m.pingLabel} value={`${internetSample.pingMs} ms`} />
        <StatCard icon={HardDrive} label={m.usageLabel} value={formatGb(internetSample.monthlyUsageGb)} />
        <StatCard icon={InfinityIcon} label={m.planLabel} value={m.planValue} detail={m.planDetail} />
      </section>
      <Card className="mb-6">
        <CardHeader>
          <CardTitle asChild size="base">
            <h2>{m.categoriesTitle}</h2>
          </CardTitle>
          <CardDescription>{formatGb(internetSample.monthlyUsageGb)}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-4">
            {internetSample.categories.map((category) => (
              <li key={category.id} className="space-y-1.5">
                <div className="flex justify-between gap-2 text-sm">
                  <span id={`categoria-${category.id}`}>{category.label}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {category.percent}% · {formatGb(category.gb)}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-labelledby={`categoria-${category.id}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={category.percent}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${category.percent}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}

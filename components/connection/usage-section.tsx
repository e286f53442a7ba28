import { RetryAlert } from "@/components/shell/retry-alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { connectionMessages, usageMessages as m } from "@/lib/connection/messages";
import { MISSING } from "@/lib/shared/missing";
import type { ContractUsage } from "@/lib/connection/usage/load";
import { chartMax, formatBytes, monthLabel, type MonthUsage } from "@/lib/connection/usage/usage";

/** /internet's usage: per contract, a chart drawn on the server (SVG) and the same figures as a table. */
export function UsageSection({ usage }: { usage: ContractUsage[] | null }) {
  // Every contract without the statement module: the section is hidden.
  if (usage && usage.length > 0 && usage.every((u) => u.months === MISSING)) return null;
  return (
    <section aria-labelledby="consumo-titulo" className="space-y-4">
      <div>
        <h2 id="consumo-titulo" className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="text-sm text-muted-foreground">{m.description}</p>
      </div>
      {usage === null ? (
        <RetryAlert
          title={m.errorTitle}
          message={m.failed}
          retryLabel={connectionMessages.retry}
          pendingLabel={connectionMessages.retrying}
        />
      ) : (
        usage.map((contract) =>
          contract.months === MISSING ? null : (
            <Card key={contract.contractId} data-testid="consumo-contrato">
              <CardHeader>
                <CardTitle asChild>
                  <h3>{m.contract(contract.contractId, contract.plan)}</h3>
                </CardTitle>
                {contract.months && <CardDescription>{m.thisMonth(formatBytes(contract.months.at(-1)?.total ?? 0))}</CardDescription>}
              </CardHeader>
              <CardContent className="space-y-4">
                {contract.months === null ? (
                  <RetryAlert
                    title={m.errorTitle}
                    message={m.failed}
                    retryLabel={connectionMessages.retry}
                    pendingLabel={connectionMessages.retrying}
                  />
                ) : (
                  <>
                    <UsageChart contractId={contract.contractId} months={contract.months} />
                    <UsageTable months={contract.months} />
                    <p className="text-xs text-muted-foreground">{m.noCap}</p>
                  </>
                )}
              </CardContent>
            </Card>
          ),
        )
      )}
    </section>
  );
}

const WIDTH = 340;
const HEIGHT = 170;
const LEFT = 44;
const BOTTOM = 22;
const TOP = 8;

function UsageChart({ contractId, months }: { contractId: number; months: MonthUsage[] }) {
  const max = chartMax(months);
  const plot = HEIGHT - BOTTOM - TOP;
  const slot = (WIDTH - LEFT) / months.length;
  const titleId = `consumo-grafico-${contractId}`;
  const ticks = [0, 0.5, 1].map((f) => f * max);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="h-auto w-full max-w-xl text-primary">
      <title id={titleId}>{m.chart(contractId)}</title>
      {ticks.map((tick) => {
        const y = TOP + plot - (tick / max) * plot;
        return (
          <g key={tick} className="text-muted-foreground">
            <line x1={LEFT} x2={WIDTH} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.3} />
            <text x={LEFT - 4} y={y + 3} textAnchor="end" fontSize="9" fill="currentColor">
              {Math.round(tick / 1_000_000_000)} GB
            </text>
          </g>
        );
      })}
      {months.map((month, i) => {
        const h = (month.total / max) * plot;
        const x = LEFT + i * slot + slot * 0.2;
        const current = i === months.length - 1;
        return (
          <g key={`${month.year}-${month.month}`}>
            <rect x={x} y={TOP + plot - h} width={slot * 0.6} height={h} rx={2} fill="currentColor" fillOpacity={current ? 1 : 0.55} />
            <text x={x + slot * 0.3} y={HEIGHT - 6} textAnchor="middle" fontSize="9" className="fill-muted-foreground">
              {monthLabel(month)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function UsageTable({ months }: { months: MonthUsage[] }) {
  return (
    <Table>
      <TableCaption>{m.table.caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{m.table.month}</TableHead>
          <TableHead scope="col" className="text-right">
            {m.table.download}
          </TableHead>
          <TableHead scope="col" className="text-right">
            {m.table.upload}
          </TableHead>
          <TableHead scope="col" className="text-right">
            {m.table.total}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...months].reverse().map((month) => (
          <TableRow key={`${month.year}-${month.month}`}>
            <TableHead scope="row">{monthLabel(month)}</TableHead>
            <TableCell className="text-right">{formatBytes(month.download)}</TableCell>
            <TableCell className="text-right">{formatBytes(month.upload)}</TableCell>
            <TableCell className="text-right font-medium">{formatBytes(month.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

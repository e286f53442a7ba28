import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/shared/cn";
import type { Tone } from "@/lib/shared/tone";

/** The value's colour for each tone a card can have; neutral keeps the card's own text colour. */
const TONE_CLASS = {
  success: "text-success",
  warning: "text-warning",
  danger: "text-destructive",
  neutral: "",
} as const satisfies Partial<Record<Tone, string>>;

type Props = {
  title: string;
  icon: LucideIcon;
  value?: string;
  detail?: string;
  /** Colours the value: success (Online), warning (Atenção), danger (Offline), neutral otherwise. */
  tone?: keyof typeof TONE_CLASS;
  children?: ReactNode;
  /** The content is still being read (a skeleton stands in for it). */
  busy?: boolean;
};

/** One of the dashboard's four summary cards. */
export function StatCard({ title, icon: Icon, value, detail, tone = "neutral", children, busy }: Props) {
  const id = `card-${title
    .normalize("NFD")
    .replace(/[^\w]+/g, "-")
    .toLowerCase()}`;
  return (
    <Card size="sm" role="group" aria-labelledby={id} aria-busy={busy || undefined}>
      <CardHeader layout="row">
        <CardTitle asChild>
          <h2 id={id} className="text-sm font-medium text-muted-foreground">
            {title}
          </h2>
        </CardTitle>
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </CardHeader>
      <CardContent className="space-y-1">
        {value && <p className={cn("text-2xl font-bold tracking-tight", TONE_CLASS[tone])}>{value}</p>}
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
        {children}
      </CardContent>
    </Card>
  );
}

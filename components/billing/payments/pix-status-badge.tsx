import { CircleCheck, CircleX, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { pixStatusTone, type PixStatusTone } from "@/lib/billing/payments/view";

const VARIANT = { success: "success", info: "info", destructive: "destructive", neutral: "secondary" } as const;
const ICON = { success: CircleCheck, info: Clock, destructive: CircleX, neutral: null } satisfies Record<PixStatusTone, unknown>;

/** Spec §4 PIX status: CONCLUIDA green check, ATIVA blue clock, REMOVIDA_* red cross, others grey. */
export function PixStatusBadge({ status }: { status: string }) {
  const tone = pixStatusTone(status);
  const Icon = ICON[tone];
  return (
    <Badge variant={VARIANT[tone]}>
      {Icon && <Icon aria-hidden="true" />}
      {status.trim().toUpperCase()}
    </Badge>
  );
}

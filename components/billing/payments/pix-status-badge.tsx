import { CircleCheck, CircleX, Clock } from "lucide-react";
import { Badge, TONE_VARIANT } from "@/components/ui/badge";
import { pixStatusTone, type PixStatusTone } from "@/lib/billing/payments/view";

const ICON = { success: CircleCheck, info: Clock, danger: CircleX, muted: null } satisfies Record<PixStatusTone, unknown>;

/** docs/SPEC.md §4 PIX status: CONCLUIDA green check, ATIVA blue clock, REMOVIDA_* red cross, others grey. */
export function PixStatusBadge({ status }: { status: string }) {
  const tone = pixStatusTone(status);
  const Icon = ICON[tone];
  return (
    <Badge variant={TONE_VARIANT[tone]}>
      {Icon && <Icon aria-hidden="true" />}
      {status.trim().toUpperCase()}
    </Badge>
  );
}

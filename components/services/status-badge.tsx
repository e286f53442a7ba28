import { Badge, TONE_VARIANT, type BadgeProps } from "@/components/ui/badge";
import type { StatusBadgeView } from "@/lib/services/status";

export function StatusBadge({ status, ...props }: { status: StatusBadgeView } & Omit<BadgeProps, "variant" | "children">) {
  return (
    <Badge {...props} variant={TONE_VARIANT[status.tone]} data-tone={status.tone}>
      {status.label}
    </Badge>
  );
}

import { Badge, TONE_VARIANT, type BadgeProps } from "@/components/ui/badge";
import type { BadgeView } from "@/lib/shared/tone";

export function StatusBadge({ status, ...props }: { status: BadgeView } & Omit<BadgeProps, "variant" | "children">) {
  return (
    <Badge {...props} variant={TONE_VARIANT[status.tone]} data-tone={status.tone}>
      {status.label}
    </Badge>
  );
}

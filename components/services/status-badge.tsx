import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { StatusBadgeView, StatusTone } from "@/lib/services/status";

/*
 * Theme tokens only. The theme has no orange, so orange is the warning (yellow)
 * token mixed with the destructive (red) one: it follows brand and dark mode,
 * and keeps the warning foreground's contrast (both tokens share a lightness).
 */
const TONES: Record<StatusTone, Pick<BadgeProps, "variant" | "className">> = {
  green: { variant: "success" },
  yellow: { variant: "warning" },
  orange: {
    className: "border-transparent bg-[color-mix(in_oklch,var(--warning),var(--destructive))] text-warning-foreground",
  },
  blue: { variant: "info" },
  red: { variant: "destructive" },
  neutral: { variant: "outline" },
};

export function StatusBadge({ status, ...props }: { status: StatusBadgeView } & Omit<BadgeProps, "variant" | "children">) {
  const tone = TONES[status.tone];
  return (
    <Badge {...props} variant={tone.variant} className={tone.className} data-tone={status.tone}>
      {status.label}
    </Badge>
  );
}

import type { LucideIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { StatCard } from "./stat-card";

/** The lines of a summary card's final content, each as tall as the text or link it stands for. */
type Line = "value" | "detail" | "link";

const LINE = {
  value: "h-8 w-24",
  detail: "h-5 w-36",
  link: "h-8 w-24",
} as const satisfies Record<Line, string>;

/**
 * A summary card while its read is under way: its title and icon already, and placeholders of the
 * height its content will take, so the cards below do not move when it arrives.
 */
export function StatCardSkeleton({ title, icon, lines }: { title: string; icon: LucideIcon; lines: readonly Line[] }) {
  return (
    <StatCard title={title} icon={icon} busy>
      {lines.map((line, index) => (
        <Skeleton key={index} className={LINE[line]} />
      ))}
    </StatCard>
  );
}

/** A list card (the last payments, the services) while its read is under way. */
export function ListCardSkeleton() {
  return <Skeleton className="h-56 rounded-xl" />;
}

import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type DetailItem = { label: string; value: ReactNode; wide?: boolean };

/** Label/value pairs as a description list; `wide` items take the whole row. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2", className)}>
      {items.map(({ label, value, wide }) => (
        <div key={label} className={cn("min-w-0", wide && "sm:col-span-2")}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

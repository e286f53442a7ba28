import type { ReactNode } from "react";

/** One labelled value of the result card; `action` holds a copy button when the value is worth copying. */
export function DetailRow({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-2 py-2">
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="font-medium break-all">{children}</dd>
      </div>
      {action}
    </div>
  );
}

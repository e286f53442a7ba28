import type { ReactNode } from "react";
import { cx } from "@/lib/shared/cx";

export type DetailItem = {
  label: string;
  value: ReactNode;
  /** `columns`: the item takes the whole row. */
  wide?: boolean;
  /** `rows`: a control beside the value, such as a copy button. */
  action?: ReactNode;
};

/**
 * How a list is laid out: `columns`, label over value in two columns from `sm` (services, service
 * orders); `pairs`, label left and value right (payment dialogs); `rows`, label over value in
 * divided rows with an optional action (PIX check).
 */
export type DetailLayout = "columns" | "pairs" | "rows";

const LIST: Record<DetailLayout, string> = {
  columns: "grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2",
  pairs: "grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm",
  rows: "divide-y text-sm",
};

/** Label/value pairs as a description list, the one piece every screen uses for them. */
export function DetailList({ items, layout = "columns", className }: { items: DetailItem[]; layout?: DetailLayout; className?: string }) {
  return (
    <dl className={cx(LIST[layout], className)}>
      {items.map((item, index) => (
        <Item key={`${index}-${item.label}`} item={item} layout={layout} />
      ))}
    </dl>
  );
}

function Item({ item: { label, value, wide, action }, layout }: { item: DetailItem; layout: DetailLayout }) {
  if (layout === "rows") {
    return (
      <div className="flex items-start justify-between gap-2 py-2">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
        {action}
      </div>
    );
  }
  if (layout === "pairs") {
    return (
      <div className="contents">
        <dt className="text-muted-foreground">{label}</dt>
        <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
      </div>
    );
  }
  return (
    <div className={cx("min-w-0", wide && "sm:col-span-2")}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

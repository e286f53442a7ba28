import * as React from "react";

import { cn } from "@/lib/shared/cn";
import { withSlotClasses } from "@/components/ui/slot-parts";

/** The wrapper scrolls sideways so wide tables never widen the page on a 375 px screen. */
function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

const TableHeader = withSlotClasses("thead", "table-header", cn, "[&_tr]:border-b");

const TableBody = withSlotClasses("tbody", "table-body", cn, "[&_tr:last-child]:border-0");

const TableFooter = withSlotClasses("tfoot", "table-footer", cn, "border-t bg-muted/50 font-medium [&>tr]:last:border-b-0");

const TableRow = withSlotClasses("tr", "table-row", cn, "border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted");

const TableHead = withSlotClasses(
  "th",
  "table-head",
  cn,
  "h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0",
);

const TableCell = withSlotClasses("td", "table-cell", cn, "p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0");

const TableCaption = withSlotClasses("caption", "table-caption", cn, "mt-4 text-sm text-muted-foreground");

export { Table, TableHeader, TableBody, TableFooter, TableHead, TableRow, TableCell, TableCaption };

import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cx } from "@/lib/shared/cx";
import { withSlotClasses } from "@/components/ui/slot-parts";

// Each class group is set once per variant, so the classes need no merging (see lib/shared/cx.ts).
const alertVariants = cva(
  [
    "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm",
    "has-[>svg]:grid-cols-[1rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current",
  ],
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground",
        destructive: "border-destructive/50 bg-destructive/5 text-destructive *:data-[slot=alert-description]:text-destructive",
        warning: "border-warning/50 bg-warning/10 text-warning *:data-[slot=alert-description]:text-warning",
        success: "border-success/50 bg-success/10 text-card-foreground *:data-[slot=alert-description]:text-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type AlertProps = React.ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/** role="alert" announces at once; pass role="status" for non-urgent notices. */
function Alert({ className, variant, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? "default"}
      role="alert"
      className={cx(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

const AlertTitle = withSlotClasses("div", "alert-title", cx, "col-start-2 min-h-4 font-medium tracking-tight");

const AlertDescription = withSlotClasses(
  "div",
  "alert-description",
  cx,
  "col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed",
);

export { Alert, AlertTitle, AlertDescription, alertVariants, type AlertProps };

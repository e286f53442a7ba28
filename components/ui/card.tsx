import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cx } from "@/lib/shared/cx";
import { withSlotClasses } from "@/components/ui/slot-parts";

/*
 * The classes are joined unmerged (see lib/shared/cx.ts), so what a caller may change (the card's gaps,
 * the header's layout, the title's size) is a variant rather than a class that overrides ours.
 */

const cardVariants = cva("flex flex-col rounded-xl border bg-card py-4 text-card-foreground shadow-sm sm:py-6", {
  variants: {
    size: {
      default: "gap-4 sm:gap-6",
      /** The dashboard's summary cards. */
      sm: "gap-2 sm:gap-3",
    },
  },
  defaultVariants: { size: "default" },
});

function Card({ className, size, ...props }: React.ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cx(cardVariants({ size }), className)} {...props} />;
}

const cardHeaderVariants = cva(
  [
    "@container/card-header auto-rows-min grid-rows-[auto_auto] px-4 sm:px-6",
    "has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-4 sm:[.border-b]:pb-6",
  ],
  {
    variants: {
      layout: {
        default: "grid items-start gap-1.5",
        /** Title and actions on one line, spread apart. */
        row: "flex flex-row items-center justify-between gap-2",
      },
    },
    defaultVariants: { layout: "default" },
  },
);

function CardHeader({ className, layout, ...props }: React.ComponentProps<"div"> & VariantProps<typeof cardHeaderVariants>) {
  return <div data-slot="card-header" className={cx(cardHeaderVariants({ layout }), className)} {...props} />;
}

// A size sets the line height of its own, which replaces the default's tight one.
const cardTitleVariants = cva("font-semibold", {
  variants: {
    size: {
      default: "leading-tight",
      base: "text-base",
      lg: "text-lg",
      xl: "text-xl",
    },
  },
  defaultVariants: { size: "default" },
});

/** A div by default; pass `asChild` with a heading element to give the card a real heading level. */
function CardTitle({
  className,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof cardTitleVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp data-slot="card-title" className={cx(cardTitleVariants({ size }), className)} {...props} />;
}

const CardDescription = withSlotClasses("div", "card-description", cx, "text-sm text-muted-foreground");

/** Sits in the header's top-right corner (a button, badge or menu). */
const CardAction = withSlotClasses("div", "card-action", cx, "col-start-2 row-span-2 row-start-1 self-start justify-self-end");

const CardContent = withSlotClasses("div", "card-content", cx, "px-4 sm:px-6");

const CardFooter = withSlotClasses("div", "card-footer", cx, "flex items-center px-4 sm:px-6 [.border-t]:pt-4 sm:[.border-t]:pt-6");

export { Card, CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter };

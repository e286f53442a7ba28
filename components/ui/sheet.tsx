"use client";

import * as React from "react";
import { Dialog as SheetPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/shared/cn";
import { withSlot, withSlotClasses } from "@/components/ui/slot-parts";
import { ModalCloseButton, overlayClasses } from "@/components/ui/dialog";

const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-background text-foreground shadow-lg outline-none transition ease-in-out data-[state=open]:animate-in data-[state=open]:duration-300 data-[state=closed]:animate-out data-[state=closed]:duration-200 motion-reduce:animate-none",
  {
    variants: {
      side: {
        left: "inset-y-0 left-0 h-full w-3/4 border-r data-[state=open]:slide-in-from-left data-[state=closed]:slide-out-to-left sm:max-w-sm",
        right:
          "inset-y-0 right-0 h-full w-3/4 border-l data-[state=open]:slide-in-from-right data-[state=closed]:slide-out-to-right sm:max-w-sm",
        top: "inset-x-0 top-0 h-auto max-h-[85dvh] border-b data-[state=open]:slide-in-from-top data-[state=closed]:slide-out-to-top",
        bottom:
          "inset-x-0 bottom-0 h-auto max-h-[85dvh] border-t data-[state=open]:slide-in-from-bottom data-[state=closed]:slide-out-to-bottom",
      },
    },
    defaultVariants: { side: "right" },
  },
);

const Sheet = withSlot(SheetPrimitive.Root, "sheet");

const SheetTrigger = withSlot(SheetPrimitive.Trigger, "sheet-trigger");

const SheetClose = withSlot(SheetPrimitive.Close, "sheet-close");

const SheetPortal = withSlot(SheetPrimitive.Portal, "sheet-portal");

const SheetOverlay = withSlotClasses(SheetPrimitive.Overlay, "sheet-overlay", cn, overlayClasses);

type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Show the top-right close button (labelled "Fechar"). */
    showCloseButton?: boolean;
  };

function SheetContent({ className, children, side = "right", showCloseButton = true, ...props }: SheetContentProps) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content data-slot="sheet-content" data-side={side} className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {showCloseButton && <ModalCloseButton slot="sheet-close" />}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

const SheetHeader = withSlotClasses("div", "sheet-header", cn, "flex flex-col gap-1.5 p-4 pr-12");

const SheetFooter = withSlotClasses("div", "sheet-footer", cn, "mt-auto flex flex-col gap-2 p-4");

const SheetTitle = withSlotClasses(SheetPrimitive.Title, "sheet-title", cn, "font-semibold text-foreground");

const SheetDescription = withSlotClasses(SheetPrimitive.Description, "sheet-description", cn, "text-sm text-muted-foreground");

export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetPortal,
  SheetOverlay,
  SheetContent,
  SheetHeader,
  SheetFooter,
  SheetTitle,
  SheetDescription,
  sheetVariants,
};

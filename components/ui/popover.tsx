"use client";

import * as React from "react";
import { Popover as PopoverPrimitive } from "radix-ui";

import { cn } from "@/lib/shared/cn";
import { withSlot } from "@/components/ui/slot-parts";

/** Where a popup (popover, menu) sits unless the caller says otherwise: 4 px off its trigger, 8 px inside the viewport. */
const popupPlacement = { sideOffset: 4, collisionPadding: 8 };

/** How a popup anchored to a trigger (popover, menu) opens and closes (no animation with reduced motion). */
const popupMotionClasses = [
  "data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 motion-reduce:animate-none",
  "data-[side=bottom]:slide-in-from-top-2 data-[side=left]:slide-in-from-right-2 data-[side=right]:slide-in-from-left-2 data-[side=top]:slide-in-from-bottom-2",
].join(" ");

const Popover = withSlot(PopoverPrimitive.Root, "popover");

const PopoverTrigger = withSlot(PopoverPrimitive.Trigger, "popover-trigger");

const PopoverAnchor = withSlot(PopoverPrimitive.Anchor, "popover-anchor");

const PopoverClose = withSlot(PopoverPrimitive.Close, "popover-close");

function PopoverContent({ className, align = "center", ...props }: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        {...popupPlacement}
        className={cn(
          "z-50 w-72 max-w-[calc(100vw-1rem)] origin-(--radix-popover-content-transform-origin) rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-hidden",
          popupMotionClasses,
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

export { Popover, PopoverTrigger, PopoverAnchor, PopoverClose, PopoverContent, popupMotionClasses, popupPlacement };

"use client";

import * as React from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";

import { cn } from "@/lib/shared/cn";
import { withSlot, withSlotClasses } from "@/components/ui/slot-parts";
import { buttonVariants } from "@/components/ui/button";
import { modalContentClasses, overlayClasses } from "@/components/ui/dialog";

const AlertDialog = withSlot(AlertDialogPrimitive.Root, "alert-dialog");

const AlertDialogTrigger = withSlot(AlertDialogPrimitive.Trigger, "alert-dialog-trigger");

const AlertDialogPortal = withSlot(AlertDialogPrimitive.Portal, "alert-dialog-portal");

const AlertDialogOverlay = withSlotClasses(AlertDialogPrimitive.Overlay, "alert-dialog-overlay", cn, overlayClasses);

function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPortal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content data-slot="alert-dialog-content" className={cn(modalContentClasses, className)} {...props} />
    </AlertDialogPortal>
  );
}

const AlertDialogHeader = withSlotClasses("div", "alert-dialog-header", cn, "flex flex-col gap-2 text-center sm:text-left");

const AlertDialogFooter = withSlotClasses("div", "alert-dialog-footer", cn, "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end");

const AlertDialogTitle = withSlotClasses(AlertDialogPrimitive.Title, "alert-dialog-title", cn, "text-lg leading-tight font-semibold");

const AlertDialogDescription = withSlotClasses(
  AlertDialogPrimitive.Description,
  "alert-dialog-description",
  cn,
  "text-sm text-muted-foreground",
);

const AlertDialogAction = withSlotClasses(AlertDialogPrimitive.Action, "alert-dialog-action", cn, buttonVariants());

const AlertDialogCancel = withSlotClasses(AlertDialogPrimitive.Cancel, "alert-dialog-cancel", cn, buttonVariants({ variant: "outline" }));

export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogPortal,
  AlertDialogOverlay,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
};

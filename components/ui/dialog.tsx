"use client";

import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { XIcon } from "lucide-react";

import { cn } from "@/lib/shared/cn";
import { withSlot, withSlotClasses } from "@/components/ui/slot-parts";

const overlayClasses =
  "fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 motion-reduce:animate-none";

/** Centred, scrollable panel shared by Dialog and AlertDialog; fits a 375 px screen with a 1rem margin. */
const modalContentClasses = [
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-4 text-foreground shadow-lg outline-none sm:max-w-lg sm:p-6",
  "duration-200 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 motion-reduce:animate-none",
].join(" ");

const closeButtonClasses =
  "absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground opacity-80 transition-opacity hover:bg-accent hover:text-accent-foreground hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none [&_svg]:size-4";

const Dialog = withSlot(DialogPrimitive.Root, "dialog");

const DialogTrigger = withSlot(DialogPrimitive.Trigger, "dialog-trigger");

const DialogPortal = withSlot(DialogPrimitive.Portal, "dialog-portal");

const DialogClose = withSlot(DialogPrimitive.Close, "dialog-close");

const DialogOverlay = withSlotClasses(DialogPrimitive.Overlay, "dialog-overlay", cn, overlayClasses);

/** The top-right close button of Dialog and Sheet, named "Fechar" for screen readers. */
function ModalCloseButton({ slot }: { slot: string }) {
  return (
    <DialogPrimitive.Close data-slot={slot} className={closeButtonClasses}>
      <XIcon aria-hidden="true" />
      <span className="sr-only">Fechar</span>
    </DialogPrimitive.Close>
  );
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the top-right close button (labelled "Fechar"). */
  showCloseButton?: boolean;
};

function DialogContent({ className, children, showCloseButton = true, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(modalContentClasses, className)} {...props}>
        {children}
        {showCloseButton && <ModalCloseButton slot="dialog-close" />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

const DialogHeader = withSlotClasses("div", "dialog-header", cn, "flex flex-col gap-2 pr-8 text-center sm:text-left");

const DialogFooter = withSlotClasses("div", "dialog-footer", cn, "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end");

const DialogTitle = withSlotClasses(DialogPrimitive.Title, "dialog-title", cn, "text-lg leading-tight font-semibold");

const DialogDescription = withSlotClasses(DialogPrimitive.Description, "dialog-description", cn, "text-sm text-muted-foreground");

export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogClose,
  overlayClasses,
  modalContentClasses,
  ModalCloseButton,
};

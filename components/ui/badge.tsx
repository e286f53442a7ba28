import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/shared/cn";
import type { Tone } from "@/lib/shared/tone";

const badgeVariants = cva(
  [
    "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-[color,box-shadow]",
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
    "[&>svg]:pointer-events-none [&>svg]:size-3",
  ],
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
        secondary: "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90",
        destructive: "border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90",
        outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
        success: "border-transparent bg-success text-success-foreground [a&]:hover:bg-success/90",
        warning: "border-transparent bg-warning text-warning-foreground [a&]:hover:bg-warning/90",
        /*
         * The theme has no orange, so orange is the warning (yellow) token mixed with the destructive
         * (red) one: it follows brand and dark mode, and keeps the warning foreground's contrast
         * (both tokens share a lightness).
         */
        severe:
          "border-transparent bg-[color-mix(in_oklch,var(--warning),var(--destructive))] text-warning-foreground [a&]:hover:bg-[color-mix(in_oklch,var(--warning),var(--destructive))]/90",
        info: "border-transparent bg-info text-info-foreground [a&]:hover:bg-info/90",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp data-slot="badge" data-variant={variant ?? "default"} className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** The badge's look for each of lib's tones (lib/shared/tone.ts). */
const TONE_VARIANT = {
  success: "success",
  warning: "warning",
  severe: "severe",
  danger: "destructive",
  info: "info",
  accent: "default",
  muted: "secondary",
  neutral: "outline",
} as const satisfies Record<Tone, NonNullable<BadgeProps["variant"]>>;

export { Badge, badgeVariants, TONE_VARIANT, type BadgeProps };

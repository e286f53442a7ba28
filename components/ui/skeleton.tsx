import * as React from "react";

import { cn } from "@/lib/shared/cn";

/** Placeholder shape while content loads; mark the loading region itself with aria-busy. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };

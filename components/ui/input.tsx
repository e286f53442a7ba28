import * as React from "react";

import { cx } from "@/lib/shared/cx";

/** Shared by Input, Textarea and SelectTrigger so every field looks and focuses the same way. */
const fieldClasses = [
  "w-full min-w-0 rounded-md border border-input bg-transparent text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm dark:bg-input/30",
  "placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground",
  "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/60",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/40 aria-invalid:focus-visible:ring-destructive/60",
].join(" ");

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cx(
        fieldClasses,
        "h-9 px-3 py-1",
        "file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { Input, fieldClasses };

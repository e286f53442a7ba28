import { Skeleton } from "@/components/ui/skeleton";

/** The public invoice page while the server asks the SGP: the countdown, whose invoice, then one invoice card. */
export function PublicInvoiceSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="mx-auto h-5 w-40" />
      <div className="flex flex-col items-center gap-1">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-5 w-32" />
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

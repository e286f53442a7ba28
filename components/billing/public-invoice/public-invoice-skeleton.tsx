import { Skeleton } from "@/components/ui/skeleton";

/** The invoice page's place while the server reads the link and the SGP: the countdown, the customer and one invoice card. */
export function PublicInvoiceSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="mx-auto h-5 w-40" />
      <div className="space-y-2">
        <Skeleton className="mx-auto h-7 w-48" />
        <Skeleton className="mx-auto h-5 w-32" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

import { PageHeader } from "@/components/shell/page-header";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a page waits for the subscriber system; the header is already final. */
export function PageSkeleton({ title, description, loadingLabel }: { title: string; description: string; loadingLabel: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="space-y-6" aria-busy="true">
        <span className="sr-only" role="status">
          {loadingLabel}
        </span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </>
  );
}

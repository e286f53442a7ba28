import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";
import { PAGE_PARAM } from "@/lib/billing/invoices/paging";

type Props = {
  page: number;
  pageCount: number;
  /** The page's path; each link adds `?pagina=N` and the list's anchor, so it lands on the list. */
  path: string;
  anchor: string;
};

/**
 * 'Anterior' and 'Próxima' between the pages of further open invoices: plain links rendered on the
 * server, so they work without JavaScript and with the keyboard; not prefetched, as each page asks the
 * subscriber system. Nothing when one page holds them all.
 */
export function InvoicePager({ page, pageCount, path, anchor }: Props) {
  if (pageCount <= 1) return null;
  const href = (target: number) => `${path}?${PAGE_PARAM}=${target}#${anchor}`;
  return (
    <nav aria-label={m.pager.label} className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page - 1)} rel="prev" prefetch={false}>
            <ChevronLeft aria-hidden="true" />
            {m.pager.previous}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        {m.pager.position(page, pageCount)}
      </p>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page + 1)} rel="next" prefetch={false}>
            {m.pager.next}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

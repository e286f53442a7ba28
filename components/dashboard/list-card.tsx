import type { ReactNode } from "react";
import Link from "next/link";
import { RetryAlert } from "@/components/shell/retry-alert";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { invoiceMessages } from "@/lib/billing/invoices/messages";

type ListCardProps<T> = {
  title: string;
  /** The link to the whole list, in the card's top-right corner. */
  link: { href: string; label: string };
  /** null: the list failed to load. */
  items: T[] | null;
  loadFailed: string;
  empty: string;
  itemKey: (item: T) => string | number;
  itemClassName?: string;
  renderItem: (item: T) => ReactNode;
};

/**
 * A dashboard card listing a few items, with a link to all of them, a load error or an empty text.
 * The link is not prefetched: a prefetch renders its page, SGP calls included, on every dashboard view.
 */
export function ListCard<T>({ title, link, items, loadFailed, empty, itemKey, itemClassName, renderItem }: ListCardProps<T>) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <CardAction>
          <Button asChild variant="link" size="inline">
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {items === null ? (
          <RetryAlert
            title={invoiceMessages.errorTitle}
            message={loadFailed}
            retryLabel={invoiceMessages.retry}
            toastTitle={invoiceMessages.errorTitle}
          />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y" aria-label={title}>
            {items.map((item) => (
              <li key={itemKey(item)} className={itemClassName}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

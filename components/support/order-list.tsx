import { StatusBadge } from "@/components/services/status-badge";
import { supportMessages } from "@/lib/support/messages";
import type { OrderView } from "@/lib/support/view";
import { OrderDetailsDialog } from "./order-details-dialog";

const m = supportMessages.list;

/** The customer's service orders of every contract, newest first. */
export function OrderList({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) {
    return <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{m.empty}</p>;
  }
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid="service-order"
          className="flex flex-wrap items-start justify-between gap-3 rounded-lg border bg-card p-4 text-card-foreground"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{order.motivo}</span>
              <StatusBadge status={order.status} data-testid="order-status" />
            </div>
            <p className="text-sm text-muted-foreground">
              {supportMessages.order.ocorrencia}: <span data-testid="order-protocol">{order.protocolo}</span>
            </p>
            <p className="text-sm text-muted-foreground">{m.openedAt(order.abertura)}</p>
          </div>
          <OrderDetailsDialog order={order} />
        </li>
      ))}
    </ul>
  );
}

"use client";

import { DetailList } from "@/components/ui/detail-list";
import { StatusBadge } from "@/components/services/status-badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { supportMessages } from "@/lib/support/messages";
import type { OrderView } from "@/lib/support/view";

const m = supportMessages.order;

function list(values: string[]) {
  return values.length === 0 ? supportMessages.none : values.join(", ");
}

/** Every field of a service order (docs/SPEC.md §3), opened from its list entry. */
export function OrderDetailsDialog({ order }: { order: OrderView }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={supportMessages.list.detailsOf(order.protocolo)}>
          {supportMessages.list.details}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{m.dialogTitle(order.protocolo)}</DialogTitle>
          <DialogDescription>{m.dialogDescription}</DialogDescription>
        </DialogHeader>
        <DetailList
          items={[
            { label: m.ocorrencia, value: order.protocolo },
            { label: m.id, value: order.id },
            { label: m.status, value: <StatusBadge status={order.status} /> },
            { label: m.motivo, value: order.motivo },
            { label: m.tipo, value: order.tipo },
            { label: m.contrato, value: order.contrato },
            { label: m.contratoStatus, value: order.contratoStatus },
            { label: m.cadastro, value: order.abertura },
            { label: m.agendamento, value: order.agendamento },
            { label: m.finalizacao, value: order.finalizacao },
            { label: m.responsavel, value: order.responsavel },
            { label: m.tecnicos, value: list(order.tecnicosAuxiliares), wide: true },
          ]}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{m.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

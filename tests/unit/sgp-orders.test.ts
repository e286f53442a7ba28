import { describe, expect, it } from "vitest";
import { isServiceOrderOpen, latestServiceOrders, mergeServiceOrders } from "@/lib/vendors/sgp/orders";
import type { ServiceOrder } from "@/lib/vendors/sgp/types";

function order(id: number, openedDate: string | null, status: string, contractId = 1): ServiceOrder {
  return {
    id,
    number: String(id),
    reason: "",
    status,
    type: "",
    contractId,
    contractStatus: "",
    customerName: "",
    openedDate,
    scheduledDate: null,
    closedDate: null,
    closedTime: null,
    assignee: "",
    openedBy: "",
    assistantTechnicians: [],
  };
}

describe("service orders", () => {
  it("open means not finished, closed or cancelled (docs/SPEC.md §4 vocabulary)", () => {
    for (const status of ["aberta", "Aberto", "pendente", "em andamento", "em execução", "andamento", "agendada"]) {
      expect(isServiceOrderOpen({ status }), status).toBe(true);
    }
    for (const status of ["finalizada", "Resolvida", "encerrada", "cancelada", "concluída", "fechada"]) {
      expect(isServiceOrderOpen({ status }), status).toBe(false);
    }
  });

  it("merges contracts newest first by date (the SGP shows no opening time), each order once", () => {
    const a = [order(1, "2026-05-01", "finalizada", 1), order(3, "2026-05-03", "aberta", 1)];
    const b = [order(2, "2026-05-04", "aberta", 2), order(4, null, "aberta", 2), order(3, "2026-05-03", "aberta", 1)];
    expect(mergeServiceOrders([a, b]).map((o) => o.id)).toEqual([2, 3, 1, 4]);
  });

  it("orders of the same day fall back to the higher id", () => {
    const list = [order(10, "2026-05-03", "aberta"), order(11, "2026-05-03", "aberta")];
    expect(mergeServiceOrders([list]).map((o) => o.id)).toEqual([11, 10]);
  });

  it("latestServiceOrders keeps the 5 newest and puts the open ones first", () => {
    const orders = [
      order(1, "2026-01-01", "aberta"), // oldest: left out
      order(2, "2026-02-01", "finalizada"),
      order(3, "2026-03-01", "aberta"),
      order(4, "2026-04-01", "finalizada"),
      order(5, "2026-05-01", "em andamento"),
      order(6, "2026-06-01", "cancelada"),
    ];
    expect(latestServiceOrders(orders, 5).map((o) => o.id)).toEqual([5, 3, 6, 4, 2]);
    expect(latestServiceOrders(orders).length).toBe(5);
    expect(latestServiceOrders(orders, 2).map((o) => o.id)).toEqual([5, 6]);
    expect(orders.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

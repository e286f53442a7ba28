import { describe, expect, it } from "vitest";
import { connectionCard } from "@/lib/connection/card";
import type { ConnectionOverview } from "@/lib/connection/load";
import { formatMoment } from "@/lib/connection/messages";
import { isMaintenanceOngoing, maintenanceReaches, outagesFor } from "@/lib/connection/outages";
import { judgeSignal } from "@/lib/connection/signal";
import { connectionState } from "@/lib/connection/state";
import { maintenanceListSchema, onuListSchema } from "@/lib/vendors/sgp/network-schemas";
import { serviceSchema } from "@/lib/vendors/sgp/schemas";
import type { Maintenance } from "@/lib/vendors/sgp/types";

const maintenance = (over: Partial<Maintenance>): Maintenance => ({
  id: 1,
  description: "Rompimento",
  startsAt: "2026-11-26 10:00",
  endsAt: "2026-11-26 14:00",
  active: true,
  status: 2,
  severity: 3,
  message: "Equipe no local",
  popIds: [5],
  oltIds: [],
  ctoIds: [],
  ...over,
});

describe("signal judgement", () => {
  it("rates Rx against the thresholds: ≥ −25 good, −25…−27 weak, below critical", () => {
    expect(judgeSignal(-18.42)).toBe("good");
    expect(judgeSignal(-25)).toBe("good");
    expect(judgeSignal(-25.01)).toBe("weak");
    expect(judgeSignal(-27)).toBe("weak");
    expect(judgeSignal(-27.5)).toBe("critical");
  });

  it("follows a brand's own thresholds", () => {
    expect(judgeSignal(-23, { weakBelowDbm: -22, criticalBelowDbm: -24 })).toBe("weak");
    expect(judgeSignal(-24.5, { weakBelowDbm: -22, criticalBelowDbm: -24 })).toBe("critical");
  });
});

describe("outage matching", () => {
  const now = "2026-11-26 12:00";

  it("is ongoing only when active, unresolved and now within its dates", () => {
    expect(isMaintenanceOngoing(maintenance({}), now)).toBe(true);
    expect(isMaintenanceOngoing(maintenance({ active: false }), now)).toBe(false);
    expect(isMaintenanceOngoing(maintenance({ status: 4 }), now)).toBe(false);
    // `ativa` left 1 after its end (docs/SGP-ENDPOINTS.md §4).
    expect(isMaintenanceOngoing(maintenance({ endsAt: "2026-11-26 11:59" }), now)).toBe(false);
    expect(isMaintenanceOngoing(maintenance({ startsAt: "2026-11-26 12:01" }), now)).toBe(false);
    expect(isMaintenanceOngoing(maintenance({ startsAt: null, endsAt: null }), now)).toBe(true);
  });

  it("reaches a contract by POP, else by OLT or CTO; one without scope reaches no one", () => {
    expect(maintenanceReaches(maintenance({}), { popId: 5, oltIds: [], ctoIds: [] })).toBe(true);
    expect(maintenanceReaches(maintenance({}), { popId: 1, oltIds: [], ctoIds: [] })).toBe(false);
    expect(maintenanceReaches(maintenance({ popIds: [], oltIds: [7] }), { popId: 1, oltIds: [7], ctoIds: [] })).toBe(true);
    expect(maintenanceReaches(maintenance({ popIds: [], ctoIds: [9] }), { popId: 1, oltIds: [], ctoIds: [9] })).toBe(true);
    expect(maintenanceReaches(maintenance({ popIds: [] }), { popId: null, oltIds: [], ctoIds: [] })).toBe(false);
  });

  it("lists the ongoing ones reaching the places, soonest end first", () => {
    const list = [
      maintenance({ id: 1, endsAt: "2026-11-26 18:00" }),
      maintenance({ id: 2, endsAt: "2026-11-26 13:00" }),
      maintenance({ id: 3, popIds: [1] }),
      maintenance({ id: 4, status: 4 }),
    ];
    expect(outagesFor(list, [{ popId: 5, oltIds: [], ctoIds: [] }], now).map((m) => m.id)).toEqual([2, 1]);
  });
});

describe("connection state", () => {
  const link = (status: string, since: string | null = "2026-11-26 09:30") => ({ link: { status, since } });

  it("says blocked for a suspended contract whatever the link says", () => {
    expect(connectionState({ status: "suspenso", statusReason: "Financeiro" }, link("online"))).toEqual({
      kind: "blocked",
      reason: "Financeiro",
    });
  });

  it("says online or offline since when, and unknown with the SGP's own word or none", () => {
    const active = { status: "ativo", statusReason: "" };
    expect(connectionState(active, link("online"))).toEqual({ kind: "online", since: "2026-11-26 09:30" });
    expect(connectionState(active, link("offline"))).toEqual({ kind: "offline", since: "2026-11-26 09:30" });
    expect(connectionState(active, link("Sem sessão RADIUS", null))).toEqual({ kind: "unknown", said: "Sem sessão RADIUS" });
    expect(connectionState(active, { link: null })).toEqual({ kind: "unknown", said: "" });
  });

  it("the dashboard card tells the most urgent connection, never online for a blocked one", () => {
    const base = { contractId: 1, ticketService: "1-1", plan: "Fibra", login: "x", signal: null, outages: [] };
    const overview: ConnectionOverview = {
      services: [
        { ...base, state: { kind: "online", since: null } },
        { ...base, state: { kind: "blocked", reason: "Financeiro" } },
      ],
      outagesRead: "ok",
      signalFailed: false,
    };
    expect(connectionCard(overview, () => "")).toMatchObject({ value: "Bloqueada", tone: "warning" });
    expect(connectionCard({ ...overview, services: [] }, () => "")).toBeNull();
  });

  it("formats the SGP's moments for people", () => {
    expect(formatMoment("2026-11-26 09:30")).toBe("26/11/2026 às 09:30");
  });
});

describe("SGP answers, read tolerantly", () => {
  it("a service's link under `conexao` or `onu.conexao`, in both date formats", () => {
    const base = { id: 1, tipo: "Internet", plano: "Fibra", login: "a" };
    expect(serviceSchema.parse({ ...base, conexao: { status: "online", data_conexao: "2026-11-26 09:30:12" } }).link).toEqual({
      status: "online",
      since: "2026-11-26 09:30",
    });
    expect(serviceSchema.parse({ ...base, onu: { conexao: { status: "OFFLINE", data_desconexao: "26/11/2026 08:00:00" } } }).link).toEqual({
      status: "offline",
      since: "2026-11-26 08:00",
    });
    expect(serviceSchema.parse(base).link).toBeNull();
  });

  it("dBm as numbers, strings, with a suffix or N/A", () => {
    const onus = onuListSchema.parse([
      { id: 1, info_rx: "-15.656", info_tx: 2.1, online: true },
      { id: 2, info_rx: "-26.31 dBm", info_tx: "N/A", online: "0" },
      { id: "3", info_rx: "", olt_id: "4", service_contrato: "20101" },
    ]);
    expect(onus.map((o) => [o.rxDbm, o.txDbm])).toEqual([
      [-15.656, 2.1],
      [-26.31, null],
      [null, null],
    ]);
    expect(onus[2]).toMatchObject({ oltId: 4, contractId: 20101 });
  });

  it("maintenances with flags and codes as text, scopes as lists of ids", () => {
    const [m] = maintenanceListSchema.parse([
      {
        id: 9,
        ativa: "true",
        status: "4",
        severidade: "3",
        data_inicial: "2026-11-26 10:00:00",
        pops: [{ id: "5", cidade: "X" }],
        olts: null,
      },
    ]);
    expect(m).toMatchObject({ active: true, status: 4, severity: 3, startsAt: "2026-11-26 10:00", endsAt: null, popIds: [5], oltIds: [] });
  });
});

import { describe, expect, it } from "vitest";
import { monthRangeInBrazil } from "@/lib/shared/br/calendar";
import { mesReferencia } from "@/lib/vendors/db/month";
import { planTrustRelease } from "@/lib/trust-release/eligibility";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";
import { summarizeRelease } from "@/lib/trust-release/summary";
import { releaseStatusBadge } from "@/lib/trust-release/status";
import { trustReleaseRequestSchema } from "@/lib/trust-release/validation";

describe("the trust-release month (America/Sao_Paulo)", () => {
  it("the last second of a month still belongs to it; the first second of the next does not", () => {
    expect(mesReferencia(new Date("2026-03-31T23:59:59-03:00"))).toBe("2026-03");
    expect(mesReferencia(new Date("2026-03-31T23:59:59.999-03:00"))).toBe("2026-03");
    expect(mesReferencia(new Date("2026-04-01T00:00:00-03:00"))).toBe("2026-04");
    // 02:59:59 UTC on the 1st is still the previous evening in São Paulo.
    expect(mesReferencia(new Date("2026-04-01T02:59:59Z"))).toBe("2026-03");
  });

  it("crosses the year at São Paulo midnight, not UTC midnight", () => {
    expect(mesReferencia(new Date("2026-12-31T23:59:59-03:00"))).toBe("2026-12");
    expect(mesReferencia(new Date("2027-01-01T00:00:00-03:00"))).toBe("2027-01");
    expect(mesReferencia(new Date("2027-01-01T01:00:00Z"))).toBe("2026-12");
  });

  it("follows the time-zone database, not a fixed −03:00 (Brazil had daylight time until 2019)", () => {
    // January 2019 was on −02:00: 01:59:59 UTC on Feb 1st is 23:59:59 of Jan 31st in São Paulo.
    expect(mesReferencia(new Date("2019-02-01T01:59:59Z"))).toBe("2019-01");
    expect(mesReferencia(new Date("2019-02-01T02:00:00Z"))).toBe("2019-02");
  });

  it("the monthly window runs from the month's first instant to its last second", () => {
    const april = monthRangeInBrazil(new Date("2026-04-01T00:00:00-03:00"));
    expect(april.start.toISOString()).toBe("2026-04-01T03:00:00.000Z");
    expect(mesReferencia(april.start)).toBe("2026-04");
    expect(mesReferencia(april.end)).toBe("2026-04");
    expect(mesReferencia(new Date(april.end.getTime() + 1))).toBe("2026-05");
    expect(mesReferencia(new Date(april.start.getTime() - 1))).toBe("2026-03");
  });
});

type Contract = { id: number; status: string; statusReason: string };
const contract = (id: number, status: string, statusReason = ""): Contract => ({ id, status, statusReason });

describe("who may ask for a trust release (docs/SPEC.md §5, §8, in order), from the contract's status and reason", () => {
  it("an unknown customer or one without contracts", () => {
    expect(planTrustRelease(null)).toEqual({ ok: false, error: m.clientMissing });
    expect(planTrustRelease({ contracts: [] })).toEqual({ ok: false, error: m.clientMissing });
  });

  it("only cancelled contracts", () => {
    const client = { contracts: [contract(1, "cancelado", "Financeiro"), contract(2, "cancelada")] };
    expect(planTrustRelease(client)).toEqual({ ok: false, error: m.noActiveContract });
  });

  it("every open contract in service: active at full or reduced speed (codes 1 and 7)", () => {
    const client = {
      contracts: [contract(1, "ativo"), contract(2, "ativo com velocidade reduzida"), contract(3, "cancelado", "Financeiro")],
    };
    expect(planTrustRelease(client)).toEqual({ ok: false, error: m.allActive });
  });

  it("nothing suspended for non-payment: a suspension the subscriber asked for, an inactive or a new contract", () => {
    expect(planTrustRelease({ contracts: [contract(1, "suspenso", "Solicitação do cliente")] })).toEqual({
      ok: false,
      error: m.nothingToRelease,
    });
    expect(planTrustRelease({ contracts: [contract(1, "suspenso")] })).toEqual({ ok: false, error: m.nothingToRelease });
    expect(planTrustRelease({ contracts: [contract(1, "inativo"), contract(2, "ativo")] })).toEqual({
      ok: false,
      error: m.nothingToRelease,
    });
  });

  it("releases contracts suspended for non-payment, skips the rest and leaves cancelled ones out", () => {
    const client = {
      contracts: [
        contract(10, "ativo"),
        contract(11, "suspenso", "Financeiro"),
        contract(12, "novo"),
        contract(13, "cancelado", "Financeiro"),
        contract(14, "suspenso", " FINANCEIRO "),
        contract(15, "suspenso", "Inadimplência"),
      ],
    };
    expect(planTrustRelease(client)).toEqual({
      ok: true,
      plan: {
        release: [11, 14, 15],
        skip: [
          { contrato: 10, resultado: m.skippedAllActive },
          { contrato: 12, resultado: m.skippedNothingBlocked },
        ],
      },
    });
  });
});

describe("the result of a release", () => {
  const ok = (contrato: number) => ({ contrato, sucesso: true, resultado: { protocolo: "1" } });
  const failed = (contrato: number, erro: string) => ({ contrato, sucesso: false, erro });
  const skipped = (contrato: number) => ({ contrato, sucesso: false, pulado: true, resultado: m.skippedAllActive });

  it("liberado when every released contract succeeded; skipped ones do not count", () => {
    expect(summarizeRelease([ok(1), skipped(2)])).toEqual({
      status: "liberado",
      ok: true,
      message: "Liberação solicitada com sucesso para 1 contrato(s)",
      released: 1,
      attempted: 1,
    });
    expect(summarizeRelease([ok(1), ok(2)]).message).toBe("Liberação solicitada com sucesso para 2 contrato(s)");
  });

  it("parcial when some failed", () => {
    expect(summarizeRelease([ok(1), failed(2, "Limite atingido"), ok(3)])).toMatchObject({
      status: "parcial",
      ok: true,
      message: "Liberação parcial: 2/3 contratos liberados",
    });
  });

  it("negado with the SGP's errors when none succeeded", () => {
    expect(summarizeRelease([failed(1, "Limite atingido"), failed(2, "Limite atingido"), skipped(3)])).toEqual({
      status: "negado",
      ok: false,
      message: "Limite atingido",
      released: 0,
      attempted: 2,
    });
    expect(summarizeRelease([failed(1, "A."), failed(2, "B.")]).message).toBe("A. B.");
  });
});

describe("history badges (docs/SPEC.md §4)", () => {
  it("maps the status text case-insensitively, anything else neutral and raw", () => {
    expect(releaseStatusBadge("pendente")).toEqual({ label: "Pendente", tone: "warning" });
    expect(releaseStatusBadge("SOLICITADO")).toEqual({ label: "Pendente", tone: "warning" });
    expect(releaseStatusBadge("Aprovado")).toEqual({ label: "Aprovado", tone: "success" });
    expect(releaseStatusBadge("liberado")).toEqual({ label: "Aprovado", tone: "success" });
    expect(releaseStatusBadge("Negado")).toEqual({ label: "Negado", tone: "danger" });
    expect(releaseStatusBadge("rejeitado")).toEqual({ label: "Negado", tone: "danger" });
    expect(releaseStatusBadge("processando")).toEqual({ label: "processando", tone: "neutral" });
    expect(releaseStatusBadge("Parcial")).toEqual({ label: "Parcial", tone: "neutral" });
  });
});

describe("the reason", () => {
  it("is trimmed, required and at most 500 characters", () => {
    expect(trustReleaseRequestSchema.parse({ motivo: "  Emergência médica \n" })).toEqual({ motivo: "Emergência médica" });
    expect(trustReleaseRequestSchema.parse({ motivo: ` ${"a".repeat(500)} ` }).motivo).toHaveLength(500);
    for (const motivo of ["", "   \n\t", undefined, 42]) {
      const result = trustReleaseRequestSchema.safeParse({ motivo });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(m.reasonRequired);
    }
    expect(trustReleaseRequestSchema.safeParse({ motivo: "a".repeat(501) }).success).toBe(false);
  });
});

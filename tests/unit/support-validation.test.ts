import { describe, expect, it } from "vitest";
import { supportMessages as m } from "@/lib/support/messages";
import { newTicketSchema, serviceOptionValue, TICKET_DESCRIPTION_MAX } from "@/lib/validations/support";

const messages = (input: unknown) => {
  const result = newTicketSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("support form (docs/SPEC.md §5)", () => {
  it("accepts the three fields and reads the service value as contract-service", () => {
    expect(newTicketSchema.parse({ servico: serviceOptionValue(20101, 30101), motivo: "7", descricao: "  Sem internet  " })).toEqual({
      servico: { contrato: 20101, servico: 30101 },
      motivo: 7,
      descricao: "Sem internet",
    });
  });

  it("every field is required with the spec's message", () => {
    expect(messages({ servico: "", motivo: "", descricao: "   " })).toEqual([
      ["servico", m.required],
      ["motivo", m.required],
      ["descricao", m.required],
    ]);
    expect(messages({})).toEqual([
      ["servico", m.required],
      ["motivo", m.required],
      ["descricao", m.required],
    ]);
    expect(messages({ servico: "20101-30101", motivo: "7" })).toEqual([["descricao", m.required]]);
  });

  it("refuses malformed values before any lookup", () => {
    expect(messages({ servico: "20101", motivo: "7", descricao: "x" })).toEqual([["servico", m.invalidService]]);
    expect(messages({ servico: "20101-abc", motivo: "7", descricao: "x" })).toEqual([["servico", m.invalidService]]);
    expect(messages({ servico: "20101-30101", motivo: "REPARO", descricao: "x" })).toEqual([["motivo", m.invalidReason]]);
    expect(messages({ servico: "20101-30101", motivo: "7", descricao: "x".repeat(TICKET_DESCRIPTION_MAX + 1) })).toEqual([
      ["descricao", m.tooLong(TICKET_DESCRIPTION_MAX)],
    ]);
  });
});

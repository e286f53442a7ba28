import { describe, expect, it } from "vitest";
import { supportMessages as m } from "@/lib/support/messages";
import { newTicketSchema, serviceOptionValue, TICKET_DESCRIPTION_MAX, ticketFormSchema } from "@/lib/support/validation";

const messagesOf = (schema: ReturnType<typeof ticketFormSchema>) => (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};
/** The form as it is with the reasons on screen. */
const messages = messagesOf(ticketFormSchema(true));

describe("support form (docs/SPEC.md §5)", () => {
  it("accepts the three fields and reads the service value as contract-service", () => {
    expect(newTicketSchema.parse({ servico: serviceOptionValue(20101, 30101), motivo: "7", descricao: "  Sem internet  " })).toEqual({
      servico: { contrato: 20101, servico: 30101 },
      motivo: "7",
      descricao: "Sem internet",
    });
  });

  it("a reason is the catalogue's code or id, as text (lib/vendors/sgp/tickets.ts)", () => {
    expect(ticketFormSchema(true).parse({ servico: "20101-30101", motivo: " 106 ", descricao: "x" }).motivo).toBe("106");
    expect(ticketFormSchema(true).parse({ servico: "20101-30101", motivo: "REPARO", descricao: "x" }).motivo).toBe("REPARO");
  });

  it("a service the SGP told without an id is the contract alone", () => {
    expect(newTicketSchema.parse({ servico: serviceOptionValue(20101, null), motivo: "7", descricao: "x" }).servico).toEqual({
      contrato: 20101,
      servico: null,
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

  it("without reasons on screen (an SGP without the catalogue) the reason stays empty", () => {
    expect(messagesOf(ticketFormSchema(false))({ servico: "20101-30101", motivo: "", descricao: "x" })).toEqual([]);
    expect(newTicketSchema.parse({ servico: "20101-30101", motivo: "", descricao: "x" }).motivo).toBeUndefined();
  });

  it("refuses malformed values before any lookup", () => {
    expect(messages({ servico: "20101", motivo: "7", descricao: "x" })).toEqual([["servico", m.invalidService]]);
    expect(messages({ servico: "20101-abc", motivo: "7", descricao: "x" })).toEqual([["servico", m.invalidService]]);
    expect(messages({ servico: "20101-30101", motivo: "7; drop", descricao: "x" })).toEqual([["motivo", m.invalidReason]]);
    expect(messagesOf(newTicketSchema)({ servico: "20101-30101", motivo: "a b", descricao: "x" })).toEqual([["motivo", m.invalidReason]]);
    expect(messages({ servico: "20101-30101", motivo: "7", descricao: "x".repeat(TICKET_DESCRIPTION_MAX + 1) })).toEqual([
      ["descricao", m.tooLong(TICKET_DESCRIPTION_MAX)],
    ]);
  });
});

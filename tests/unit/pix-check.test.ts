import { describe, expect, it } from "vitest";
import { toPublicTransactionView } from "@/lib/billing/pix-check/view";
import { reshapePixCharge } from "@/lib/vendors/efi/pix";
import { pixTransactionSchema } from "@/lib/vendors/efi/schemas";
import { TXID_MESSAGES, txidInputError } from "@/lib/billing/pix-check/txid";
import { pixCheckRequestSchema } from "@/lib/billing/pix-check/validation";

describe("txidInputError (the screen)", () => {
  it("asks for the TXID when empty", () => {
    expect(txidInputError("   ")).toEqual({ title: "Campo obrigatório", description: "Por favor, informe o ID da transação (TXID)" });
  });

  it("accepts 26 to 35 letters and digits only", () => {
    const invalid = { title: "TXID inválido", description: "O TXID deve ser uma string alfanumérica entre 26 e 35 caracteres" };
    expect(txidInputError("abc")).toEqual(invalid);
    expect(txidInputError("a".repeat(25))).toEqual(invalid);
    expect(txidInputError("a".repeat(36))).toEqual(invalid);
    expect(txidInputError(`${"a".repeat(26)}-`)).toEqual(invalid);
    expect(txidInputError(`${"a".repeat(25)}é`)).toEqual(invalid);
    expect(txidInputError("a".repeat(26))).toBeNull();
    expect(txidInputError("Ab3".repeat(11) + "Z1")).toBeNull();
    expect(TXID_MESSAGES.inlineHint).toBe("TXID deve ter entre 26-35 caracteres alfanuméricos");
  });
});

describe("pixCheckRequestSchema (the server)", () => {
  const issue = (body: unknown) => pixCheckRequestSchema.safeParse(body).error?.issues[0]?.message;

  it("answers with the section 8 messages", () => {
    expect(issue({})).toBe("TXID é obrigatório e deve ser uma string");
    expect(issue({ txid: 123 })).toBe("TXID é obrigatório e deve ser uma string");
    expect(issue({ txid: "" })).toBe("TXID é obrigatório e deve ser uma string");
    expect(issue({ txid: "abc" })).toBe("TXID deve ser uma string alfanumérica entre 26 e 35 caracteres");
    expect(issue({ txid: "DROP TABLE x; --                  " })).toBe("TXID deve ser uma string alfanumérica entre 26 e 35 caracteres");
  });

  it("trims surrounding spaces", () => {
    expect(pixCheckRequestSchema.parse({ txid: ` ${"A".repeat(30)} ` })).toEqual({ txid: "A".repeat(30) });
  });
});

describe("toPublicTransactionView", () => {
  const gateway = reshapePixCharge(
    pixTransactionSchema.parse({
      txid: "DEMOCONCLUIDA00000000000000001",
      status: "concluida",
      calendario: { criacao: "2026-03-08T12:00:00.000Z", expiracao: 3600 },
      valor: { original: "99.90" },
      chave: "pix@provedor.example",
      devedor: { cpf: "52998224725", nome: "Maria Silva Santos" },
      solicitacaoPagador: "Fatura 100234",
      infoAdicionais: [{ nome: "Fatura", valor: "100234" }],
      pixCopiaECola: "000201...6304ABCD",
      pix: [
        {
          endToEndId: "E1823612020260308120412345678901",
          txid: "DEMOCONCLUIDA00000000000000001",
          valor: "99.90",
          horario: "2026-03-08T12:04:00.000Z",
        },
      ],
    }),
  );

  it("masks the payer's name and CPF as the public invoice page does, and upper-cases the status", () => {
    const result = toPublicTransactionView(gateway);
    expect(result.devedor).toEqual({ nome: "Maria S**** S*****", cpf: "529.***.***-25" });
    expect(result.status).toBe("CONCLUIDA");
    expect(JSON.stringify(result)).not.toContain("52998224725");
    expect(JSON.stringify(result)).not.toContain("Maria Silva Santos");
  });

  it("carries the fields the screen shows and nothing else", () => {
    expect(toPublicTransactionView(gateway)).toEqual({
      status: "CONCLUIDA",
      valor: { original: "99.90" },
      calendario: { criacao: "2026-03-08T12:00:00.000Z" },
      txid: "DEMOCONCLUIDA00000000000000001",
      chave: "pix@provedor.example",
      devedor: { nome: "Maria S**** S*****", cpf: "529.***.***-25" },
      solicitacaoPagador: "Fatura 100234",
      infoAdicionais: [{ nome: "Fatura", valor: "100234" }],
      pix: [{ horario: "2026-03-08T12:04:00.000Z", valor: "99.90", endToEndId: "E1823612020260308120412345678901", infoPagador: null }],
      pixCopiaECola: "000201...6304ABCD",
    });
  });

  it("masks a company payer's name and CNPJ and copes with a charge without payer", () => {
    const company = toPublicTransactionView({ ...gateway, payer: { cnpj: "11222333000181", name: "Exemplo Ltda" } });
    expect(company.devedor).toEqual({ nome: "Exemplo L***", cnpj: "11.***.***/0001-81" });
    expect(toPublicTransactionView({ ...gateway, payer: null }).devedor).toBeNull();
  });
});

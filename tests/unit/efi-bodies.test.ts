import { describe, expect, it } from "vitest";
import { boletoChargeBody } from "@/lib/vendors/efi/boleto";
import { ELLIPSIS } from "@/lib/vendors/efi/helpers";
import { pixChargeBody, pixInfoAdicionais } from "@/lib/vendors/efi/pix";

const pixInput = {
  invoiceId: 100234,
  payerDocument: "529.982.247-25",
  payerName: "Maria Silva Santos",
  amount: 99.9,
  description: "Fatura 100234 - Internet Fibra 300 Mega",
};

describe("PUT /v2/cob body", () => {
  it("follows docs/UPSTREAMS.md §2.2", () => {
    expect(pixChargeBody(pixInput, "pix@provedor.example")).toEqual({
      calendario: { expiracao: 3600 },
      devedor: { cpf: "52998224725", nome: "Maria Silva Santos" },
      valor: { original: "99.90" },
      chave: "pix@provedor.example",
      solicitacaoPagador: "Fatura 100234 - Internet Fibra 300 Mega",
      infoAdicionais: [
        { nome: "Fatura", valor: "100234" },
        { nome: "Juros", valor: "0.00" },
        { nome: "Multa", valor: "0.00" },
      ],
    });
  });

  it("uses cnpj for companies, the given expiry and cuts the description at 140", () => {
    const body = pixChargeBody(
      { ...pixInput, payerDocument: "11.222.333/0001-81", expirySeconds: 86_400, description: "d".repeat(300) },
      "k",
    );
    expect(body.devedor).toEqual({ cnpj: "11222333000181", nome: "Maria Silva Santos" });
    expect(body.calendario.expiracao).toBe(86_400);
    expect(body.solicitacaoPagador).toHaveLength(140);
    expect(body.solicitacaoPagador.endsWith(ELLIPSIS)).toBe(true);
  });

  it("refuses a document that is neither CPF nor CNPJ", () => {
    expect(() => pixChargeBody({ ...pixInput, payerDocument: "123" }, "k")).toThrow(RangeError);
  });

  it("keeps additional info within the gateway's limits", () => {
    const info = pixInfoAdicionais(
      1,
      Array.from({ length: 60 }, (_, i) => ({ name: "n".repeat(80), value: `${i}` })),
    );
    expect(info).toHaveLength(50);
    expect(info[3]?.nome).toHaveLength(50);
  });
});

describe("POST /v1/charge/one-step body", () => {
  const now = new Date("2026-05-20T15:00:00Z");
  const input = {
    invoiceId: 100234,
    payerDocument: "52998224725",
    payerName: "Maria Silva Santos",
    email: "maria@example.com",
    phone: "(11) 98765-4321",
    amount: 149.9,
    description: "Mensalidade ".repeat(30),
    dueDate: "2026-05-30",
    message: "Não receber após 30 dias",
  };

  it("follows docs/UPSTREAMS.md §2.3: centavos, custom_id, customer, no fine nor interest", () => {
    const body = boletoChargeBody(input, now);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]!.value).toBe(14990);
    expect(body.items[0]!.amount).toBe(1);
    expect(Array.from(body.items[0]!.name)).toHaveLength(200);
    expect(body.items[0]!.name.endsWith(ELLIPSIS)).toBe(true);
    expect(body.metadata).toEqual({ custom_id: "100234" });
    expect(body.payment.banking_billet).toEqual({
      expire_at: "2026-05-30",
      customer: { name: "Maria Silva Santos", cpf: "52998224725", email: "maria@example.com", phone_number: "11987654321" },
      message: "Não receber após 30 dias",
      configurations: { fine: 0, interest: 0 },
    });
  });

  it("applies the due-date rule and the custom id", () => {
    const body = boletoChargeBody({ ...input, dueDate: "2026-05-20", customId: "titulo-100234" }, now);
    expect(body.payment.banking_billet.expire_at).toBe("2026-06-19");
    expect(body.metadata.custom_id).toBe("titulo-100234");
  });

  it("sends a company as juridical_person and leaves out invalid contacts", () => {
    const body = boletoChargeBody(
      { ...input, payerDocument: "11222333000181", payerName: "Exemplo Telecom Comércio Ltda", email: "x@", phone: "123", message: " " },
      now,
    );
    expect(body.payment.banking_billet.customer).toEqual({
      juridical_person: { corporate_name: "Exemplo Telecom Comércio Ltda", cnpj: "11222333000181" },
    });
    expect(body.payment.banking_billet).not.toHaveProperty("message");
  });
});

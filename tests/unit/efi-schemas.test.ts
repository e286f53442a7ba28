import { describe, expect, it } from "vitest";
import {
  billetChargeSchema,
  chargeListSchema,
  chargesErrorSchema,
  cobSchema,
  createdCobSchema,
  oneStepBilletSchema,
  pixErrorSchema,
  pixTransactionSchema,
  qrcodeSchema,
  tokenSchema,
} from "@/lib/vendors/efi/schemas";
import { UpstreamInvalidResponseError } from "@/lib/platform/upstream/errors";
import { parseUpstream } from "@/lib/platform/upstream/http";

// Public example payloads of docs/UPSTREAMS.md §2 (Efí SDK schemas), verbatim.
const COB_EXAMPLE = {
  calendario: { criacao: "2026-05-07T14:03:12.000Z", expiracao: 3600 },
  txid: "dt9BHlyzrb5jrFNAdfEDVpHgiOmDbVq111",
  revisao: 0,
  status: "CONCLUIDA",
  valor: { original: "123.45" },
  chave: "71cdf9ba-c695-4e3c-b010-abb521a3f1be",
  devedor: { cpf: "94271564656", nome: "Gorbadock Oldbuck" },
  solicitacaoPagador: "Fatura 05/2026",
  infoAdicionais: [{ nome: "Pedido", valor: "123" }],
  loc: {
    id: 95,
    location: "pix.example.efipay.com.br/v2/2353c790eefb11eaadc10242ac120002",
    tipoCob: "cob",
    criacao: "2026-05-07T14:03:12.000Z",
  },
  location: "pix.example.efipay.com.br/v2/2353c790eefb11eaadc10242ac120002",
  pixCopiaECola: "00020101021226…6304ABCD",
  pix: [
    {
      endToEndId: "E09089356202605071403API1b2c3d4e5",
      txid: "dt9BHlyzrb5jrFNAdfEDVpHgiOmDbVq111",
      valor: "123.45",
      horario: "2026-05-07T14:05:40.000Z",
      infoPagador: "pagamento fatura",
      devolucoes: [{ id: "D1", rtrId: "D0908…", valor: "10.00", horario: { solicitacao: "…" }, status: "DEVOLVIDO" }],
    },
  ],
};

const QRCODE_EXAMPLE = {
  qrcode: "00020101021226…6304ABCD",
  imagemQrcode: "data:image/png;base64,iVBORw0…",
  linkVisualizacao: "https://pix.sejaefi.com.br/cob/pagar/…",
};

const ONE_STEP_EXAMPLE = {
  code: 200,
  data: {
    charge_id: 1234567,
    total: 10090,
    status: "waiting",
    payment: "banking_billet",
    barcode: "36490.00019 00000.000000 00000.000000 1 14520000010090",
    pix: { qrcode: "00020101021226…", qrcode_image: "data:image/svg+xml;base64,…" },
    link: "https://…/emissao/…",
    billet_link: "https://…",
    pdf: { charge: "https://…/boleto.pdf" },
    expire_at: "2026-05-20",
  },
};

describe("contract: docs/UPSTREAMS.md §2 examples parse with the client's schemas", () => {
  it("cob create/detail", () => {
    const cob = parseUpstream("efi", createdCobSchema, COB_EXAMPLE);
    expect(cob.loc.id).toBe(95);
    expect(cob.pix[0]?.endToEndId).toBe("E09089356202605071403API1b2c3d4e5");
    const tx = parseUpstream("efi", pixTransactionSchema, COB_EXAMPLE);
    expect(tx).not.toHaveProperty("loc");
    expect(tx.devedor).toEqual({ cpf: "94271564656", nome: "Gorbadock Oldbuck" });
    // Unknown fields (devolucoes) are tolerated and dropped.
    expect(tx.pix[0]).not.toHaveProperty("devolucoes");
  });

  it("cob without payment: pix[] and infoAdicionais default to empty lists", () => {
    const active: Record<string, unknown> = { ...COB_EXAMPLE, status: "ATIVA" };
    delete active.pix;
    delete active.infoAdicionais;
    const tx = parseUpstream("efi", cobSchema, active);
    expect(tx.pix).toEqual([]);
    expect(tx.infoAdicionais).toEqual([]);
  });

  it("qrcode", () => {
    expect(parseUpstream("efi", qrcodeSchema, QRCODE_EXAMPLE).linkVisualizacao).toContain("cob/pagar");
  });

  it("one-step billet", () => {
    const { data } = parseUpstream("efi", oneStepBilletSchema, ONE_STEP_EXAMPLE);
    expect(data.pdf?.charge).toBe("https://…/boleto.pdf");
    expect(data.pix?.qrcode_image).toMatch(/^data:image/);
  });

  it("one-step plain boleto: an answer without pix, billet_link or pdf parses (the SDK has them optional)", () => {
    const plain: Record<string, unknown> = { ...ONE_STEP_EXAMPLE.data };
    for (const field of ["pix", "billet_link", "pdf"]) delete plain[field];
    const { data } = parseUpstream("efi", oneStepBilletSchema, { code: 200, data: plain });
    expect(data).toEqual(plain);
    expect(data).not.toHaveProperty("pix");
  });

  it("charge list: the charge id read under either spelling", () => {
    const listed = {
      code: 200,
      data: [
        { id: 7, total: 9990, status: "waiting", custom_id: "titulo-1" },
        { charge_id: 8, total: 100, status: "paid" },
      ],
    };
    expect(parseUpstream("efi", chargeListSchema, listed).data.map((c) => c.chargeId)).toEqual([7, 8]);
  });

  it("charge detail: the boleto under payment.banking_billet", () => {
    const { charge_id, total, status, ...billet } = ONE_STEP_EXAMPLE.data;
    const detail = { code: 200, data: { charge_id, total, status, payment: { method: "banking_billet", banking_billet: billet } } };
    expect(parseUpstream("efi", billetChargeSchema, detail).data.payment.banking_billet.barcode).toBe(billet.barcode);
  });

  it("token", () => {
    expect(parseUpstream("efi", tokenSchema, { access_token: "abc", token_type: "Bearer", expires_in: 3600 })).toEqual({
      access_token: "abc",
      token_type: "Bearer",
      expires_in: 3600,
    });
  });

  it("error bodies of both APIs", () => {
    expect(pixErrorSchema.parse({ nome: "cobranca_nao_encontrada", mensagem: "x" }).mensagem).toBe("x");
    expect(chargesErrorSchema.parse({ code: 3500034, error: "validation_error", error_description: "y" }).error_description).toBe("y");
    expect(
      chargesErrorSchema.parse({ code: 3500034, error: "validation_error", error_description: { property: "/items", message: "z" } })
        .error_description,
    ).toEqual({ property: "/items", message: "z" });
  });
});

describe("missing or wrong fields are reported by name", () => {
  const fieldOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof UpstreamInvalidResponseError) return error.field;
      throw error;
    }
    throw new Error("no error");
  };

  it.each([
    ["valor", { ...COB_EXAMPLE, valor: undefined }],
    ["valor.original", { ...COB_EXAMPLE, valor: { original: "12.3" } }],
    ["calendario.criacao", { ...COB_EXAMPLE, calendario: { expiracao: 3600 } }],
    ["pix.0.endToEndId", { ...COB_EXAMPLE, pix: [{ ...COB_EXAMPLE.pix[0], endToEndId: undefined }] }],
    ["status", { ...COB_EXAMPLE, status: undefined }],
  ])("cob without %s", (field, payload) => {
    expect(fieldOf(() => parseUpstream("efi", cobSchema, payload))).toBe(field);
  });

  it("created cob without its location", () => {
    expect(fieldOf(() => parseUpstream("efi", createdCobSchema, { ...COB_EXAMPLE, loc: undefined }))).toBe("loc");
  });

  it("billet without barcode", () => {
    const payload = { ...ONE_STEP_EXAMPLE, data: { ...ONE_STEP_EXAMPLE.data, barcode: undefined } };
    expect(fieldOf(() => parseUpstream("efi", oneStepBilletSchema, payload))).toBe("data.barcode");
  });

  it("listed charge without any id", () => {
    expect(fieldOf(() => parseUpstream("efi", chargeListSchema, { data: [{ total: 1, status: "new" }] }))).toBe("data.0");
  });

  it("token without access_token", () => {
    expect(fieldOf(() => parseUpstream("efi", tokenSchema, { expires_in: 3600 }))).toBe("access_token");
  });
});

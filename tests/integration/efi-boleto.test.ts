import * as boletoUtils from "@mrmgomes/boleto-utils";
import { PDFDocument } from "pdf-lib";
import { hasError, isDynamicPix, parsePix } from "pix-utils";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDaysToDateString, todayInBrazil } from "@/lib/shared/br/calendar";
import { createEfiClient, ELLIPSIS, type EfiClient } from "@/lib/vendors/efi";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";

/** The library's typings miss the second parameter that the function reads. */
const validarCodigoComDV = boletoUtils.validarCodigoComDV as unknown as (codigo: string, tipo: string) => boolean;

let env: EfiTestEnv;
let client: EfiClient;

beforeAll(async () => {
  env = await startEfiForTests();
  client = createEfiClient(env.clientOptions());
});
afterAll(() => env.close());
beforeEach(() => env.reset());

const LINHA_FORMAT = /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/;

const today = () => todayInBrazil();
const input = () => ({
  invoiceId: 100311,
  payerDocument: "111.444.777-35",
  payerName: "João Pereira Lima",
  email: "joao@example.com",
  phone: "(11) 98765-4321",
  amount: 129.9,
  description: "Fatura 100311 - Internet Fibra 500 Mega",
  dueDate: addDaysToDateString(today(), 10),
  message: "Não receber após 30 dias",
});

function validateLinha(linha: string, centavos: number, dueDate: string) {
  expect(linha).toMatch(LINHA_FORMAT);
  const result = boletoUtils.validarBoleto(linha) as boletoUtils.Boleto & { vencimentoComNovoFator2025: Date };
  expect(result.sucesso, result.mensagem).toBe(true);
  expect(result.tipoCodigoInput).toBe("LINHA_DIGITAVEL");
  expect(result.tipoBoleto).toBe("BANCO");
  expect(Math.round(result.valor * 100)).toBe(centavos);
  expect(new Date(result.vencimentoComNovoFator2025).toISOString().slice(0, 10)).toBe(dueDate);
  // validarBoleto checks a line's field digits; the general digit is checked on the barcode.
  expect(validarCodigoComDV(boletoUtils.linhaDigitavel2CodBarras(linha), "CODIGO_DE_BARRAS")).toBe(true);
}

describe("createBoleto", () => {
  it("issues a boleto and answers the spec's boleto response", async () => {
    const data = input();
    const res = await client.createBoleto(data);
    expect(res).toMatchObject({ success: true, message: "Boleto gerado com sucesso" });
    expect(res.boleto.valor).toBe(129.9);
    const details = res.boleto.detalhes_completos.data;
    expect(res.boleto.codigo_barras).toBe(details.barcode);
    expect(res.boleto.link_boleto).toBe(details.link);
    expect(details).toMatchObject({ total: 12990, status: "waiting", expire_at: data.dueDate });
    expect(details.charge_id).toBeGreaterThan(0);
    validateLinha(res.boleto.codigo_barras, 12990, data.dueDate);

    const pix = parsePix(details.pix!.qrcode);
    if (hasError(pix)) throw new Error(pix.message);
    expect(isDynamicPix(pix)).toBe(true);
    expect(details.pix!.qrcode_image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    expect(env.calls().map((c) => `${c.method} ${c.path}`)).toEqual(["POST /v1/authorize", "POST /v1/charge/one-step"]);
  });

  it("serves a real PDF behind pdf.charge and billet_link, and a page behind link", async () => {
    const res = await client.createBoleto(input());
    const details = res.boleto.detalhes_completos.data;
    for (const url of [details.pdf!.charge, details.billet_link!]) {
      const pdf = await fetch(url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getTitle()).toBe(`Boleto ${details.charge_id}`);
    }
    const page = await fetch(details.link!);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain(details.barcode);
    expect(html).toContain("João Pereira Lima");
  });

  it("sends the customer, contacts, centavos and a 200-character description", async () => {
    const res = await client.createBoleto({ ...input(), description: "Mensalidade internet fibra ótica ".repeat(10) });
    const stored = env.sandbox.state().charges.get(res.boleto.detalhes_completos.data.charge_id)!;
    expect(stored.custom_id).toBe("100311");
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]!.value).toBe(12990);
    expect(Array.from(stored.items[0]!.name).length).toBeLessThanOrEqual(200);
    expect(Array.from(stored.items[0]!.name).length).toBeGreaterThan(190);
    expect(stored.items[0]!.name.endsWith(ELLIPSIS)).toBe(true);
    expect(stored.customer).toEqual({
      name: "João Pereira Lima",
      cpf: "11144477735",
      email: "joao@example.com",
      phone_number: "11987654321",
    });
    expect(stored.message).toBe("Não receber após 30 dias");
  });

  it("bills a company as juridical_person and drops invalid contacts", async () => {
    const res = await client.createBoleto({
      ...input(),
      payerDocument: "11.222.333/0001-81",
      payerName: "Exemplo Telecom Comércio Ltda",
      email: "sem-email",
      phone: "123",
    });
    const stored = env.sandbox.state().charges.get(res.boleto.detalhes_completos.data.charge_id)!;
    expect(stored.customer).toEqual({
      juridical_person: { corporate_name: "Exemplo Telecom Comércio Ltda", cnpj: "11222333000181" },
    });
  });

  it.each([
    ["today", 0],
    ["yesterday", -1],
    ["15 days ago", -15],
  ])("moves an invoice due %s to today + 30 days", async (_label, offset) => {
    const res = await client.createBoleto({ ...input(), dueDate: addDaysToDateString(today(), offset) });
    const expected = addDaysToDateString(today(), 30);
    expect(res.boleto.detalhes_completos.data.expire_at).toBe(expected);
    validateLinha(res.boleto.codigo_barras, 12990, expected);
  });

  it("keeps an invoice due tomorrow", async () => {
    const tomorrow = addDaysToDateString(today(), 1);
    const res = await client.createBoleto({ ...input(), dueDate: tomorrow });
    expect(res.boleto.detalhes_completos.data.expire_at).toBe(tomorrow);
  });

  it("passes on the gateway's validation message", async () => {
    const error = await client.createBoleto({ ...input(), payerName: " " }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamRejectedError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as UpstreamRejectedError).serverMessage.length).toBeGreaterThan(0);
  });

  it("each call is a new charge (nothing is deduplicated by the gateway)", async () => {
    const a = await client.createBoleto(input());
    const b = await client.createBoleto(input());
    expect(a.boleto.detalhes_completos.data.charge_id).not.toBe(b.boleto.detalhes_completos.data.charge_id);
    expect(env.calls("POST", "/v1/charge/one-step")).toHaveLength(2);
  });
});

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
  it("issues a boleto and answers it in the portal's words", async () => {
    const data = input();
    const res = await client.createBoleto(data);
    expect(res).toMatchObject({ amount: 129.9, totalCents: 12990, status: "waiting", expiresOn: data.dueDate });
    expect(res.chargeId).toBeGreaterThan(0);
    expect(res.pageUrl).toEqual(expect.any(String));
    validateLinha(res.digitableLine, 12990, data.dueDate);

    const pix = parsePix(res.pix!.code);
    if (hasError(pix)) throw new Error(pix.message);
    expect(isDynamicPix(pix)).toBe(true);
    expect(res.pix!.qrImage).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    expect(env.calls().map((c) => `${c.method} ${c.path}`)).toEqual(["POST /v1/authorize", "POST /v1/charge/one-step"]);
  });

  it("serves a real PDF behind pdf.charge and billet_link, and a page behind link", async () => {
    const res = await client.createBoleto(input());
    for (const url of [res.pdfUrl!, res.downloadUrl!]) {
      const pdf = await fetch(url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getTitle()).toBe(`Boleto ${res.chargeId}`);
    }
    const page = await fetch(res.pageUrl!);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain(res.digitableLine);
    expect(html).toContain("João Pereira Lima");
  });

  it("sends the customer, contacts, centavos and a 200-character description", async () => {
    const res = await client.createBoleto({ ...input(), description: "Mensalidade internet fibra ótica ".repeat(10) });
    const stored = env.sandbox.state().charges.get(res.chargeId)!;
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
    const stored = env.sandbox.state().charges.get(res.chargeId)!;
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
    expect(res.expiresOn).toBe(expected);
    validateLinha(res.digitableLine, 12990, expected);
  });

  it("keeps an invoice due tomorrow", async () => {
    const tomorrow = addDaysToDateString(today(), 1);
    const res = await client.createBoleto({ ...input(), dueDate: tomorrow });
    expect(res.expiresOn).toBe(tomorrow);
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
    expect(a.chargeId).not.toBe(b.chargeId);
    expect(env.calls("POST", "/v1/charge/one-step")).toHaveLength(2);
  });
});

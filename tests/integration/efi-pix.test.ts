import QRCode from "qrcode";
import sharp from "sharp";
import { parseEmv } from "pix-utils/dist/main/emvHandler";
import { hasError, isDynamicPix, parsePix } from "pix-utils";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEfiClient, ELLIPSIS, TXID_PATTERN, type EfiClient } from "@/lib/vendors/efi";
import { UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { DEMO_TXID_ATIVA, DEMO_TXID_CONCLUIDA } from "@/sandbox/efi";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";

let env: EfiTestEnv;
let client: EfiClient;

beforeAll(async () => {
  env = await startEfiForTests();
  client = createEfiClient(env.clientOptions());
});
afterAll(() => env.close());
beforeEach(() => env.reset());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function expectPngDataUrl(value: string) {
  expect(value.startsWith("data:image/png;base64,")).toBe(true);
  const bytes = Buffer.from(value.slice("data:image/png;base64,".length), "base64");
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
}

/**
 * The PNG shows the QR code of exactly `code`: each module of the symbol the code encodes to, at
 * its place in the picture, is dark when the symbol's module is dark and light otherwise.
 */
async function expectQrOf(dataUrl: string, code: string) {
  const png = Buffer.from(dataUrl.slice("data:image/png;base64,".length), "base64");
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const symbol = QRCode.create(code, { errorCorrectionLevel: "M" }).modules;
  const margin = 2;
  const scale = info.width / (symbol.size + 2 * margin);
  expect(info.width).toBe(info.height);
  const dark = (x: number, y: number) => {
    const px = Math.floor((x + margin + 0.5) * scale);
    const py = Math.floor((y + margin + 0.5) * scale);
    return data[(py * info.width + px) * info.channels]! < 128;
  };
  const mismatches: string[] = [];
  for (let y = 0; y < symbol.size; y++)
    for (let x = 0; x < symbol.size; x++) if (dark(x, y) !== Boolean(symbol.get(y, x))) mismatches.push(`${x},${y}`);
  expect(mismatches).toEqual([]);
  // And not any code: a different one (one character changed) draws another symbol.
  const other = QRCode.create(`${code.slice(0, -1)}${code.endsWith("0") ? "1" : "0"}`, { errorCorrectionLevel: "M" }).modules;
  let differs = 0;
  for (let y = 0; y < symbol.size; y++) for (let x = 0; x < symbol.size; x++) if (dark(x, y) !== Boolean(other.get(y, x))) differs++;
  expect(differs).toBeGreaterThan(0);
}

/** Parses with pix-utils (an independent implementation): CRC, EMV layout, dynamic URL; returns tag 54. */
function expectValidDynamicBrCode(code: string): { url: string; amount: string | undefined } {
  const pix = parsePix(code);
  if (hasError(pix)) throw new Error(`pix-utils rejected the code: ${pix.message}`);
  expect(isDynamicPix(pix)).toBe(true);
  if (!isDynamicPix(pix)) throw new Error("not dynamic");
  expect(pix.countryCode).toBe("BR");
  expect(pix.transactionCurrency).toBe("986");
  expect(pix.merchantCategoryCode).toBe("0000");
  expect(pix.merchantName.length).toBeLessThanOrEqual(25);
  expect(pix.merchantCity.length).toBeLessThanOrEqual(15);
  expect(pix.url).not.toMatch(/^https?:/);
  const tags = parseEmv({ emvCode: code });
  if (!tags.isValid) throw new Error("pix-utils could not read the EMV fields");
  const amount = tags.getTag(54) || undefined;
  return { url: pix.url, amount };
}

const input = {
  invoiceId: 100234,
  payerDocument: "529.982.247-25",
  payerName: "Maria Silva Santos",
  amount: 149.9,
  description: "Fatura 100234 - Internet Fibra 300 Mega",
};

describe("createPixCharge", () => {
  it("creates the charge and answers it in the portal's words", async () => {
    const res = await client.createPixCharge(input);
    const created = res.pix;
    expect(created.txid).toMatch(TXID_PATTERN);
    expect(created).toMatchObject({
      status: "ATIVA",
      amount: "149.90",
      expirySeconds: 3600,
      payer: { cpf: "52998224725", name: "Maria Silva Santos" },
      payerRequest: input.description,
    });
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);
    expect(created.additionalInfo).toEqual([
      { name: "Fatura", value: "100234" },
      { name: "Juros", value: "0.00" },
      { name: "Multa", value: "0.00" },
    ]);

    const { url, amount } = expectValidDynamicBrCode(res.pix.pixCode);
    expect(amount).toBe("149.90");
    expect(url).toMatch(/\/v2\/[0-9a-f]{32}$/);
    expectPngDataUrl(res.pix.qrImage);
    await expectQrOf(res.pix.qrImage, res.pix.pixCode);

    // One round: the image is drawn from the create answer; the link is asked for apart.
    expect(res.pix.pageUrl).toBe("");
    expect(env.calls().map((c) => `${c.method} ${c.path.replace(created.txid, ":txid")}`)).toEqual([
      "POST /oauth/token",
      "PUT /v2/cob/:txid",
    ]);
    const link = await client.pixLink(res.locationId);
    expect(env.calls("GET", `/v2/loc/${res.locationId}/qrcode`)).toHaveLength(1);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(res.pix.pixCode);
  });

  it("cuts a long description to 140 characters and sends a company's CNPJ", async () => {
    const res = await client.createPixCharge({
      ...input,
      payerDocument: "11.222.333/0001-81",
      payerName: "Exemplo Telecom Comércio Ltda",
      description: "Fatura de serviços de internet e TV ".repeat(10),
    });
    const sent = res.pix.payerRequest;
    // The cut falls on a space here, which is dropped before the ellipsis.
    expect(Array.from(sent).length).toBeLessThanOrEqual(140);
    expect(Array.from(sent).length).toBeGreaterThan(130);
    expect(sent.endsWith(ELLIPSIS)).toBe(true);
    expect("Fatura de serviços de internet e TV ".repeat(10).startsWith(sent.slice(0, -1))).toBe(true);
    expect(res.pix.payer).toEqual({ cnpj: "11222333000181", name: "Exemplo Telecom Comércio Ltda" });
  });

  it("uses a given txid and is refused when that txid was already used", async () => {
    const txid = "Fatura100234Tentativa000000001";
    const res = await client.createPixCharge({ ...input, txid });
    expect(res.pix.txid).toBe(txid);
    const again = await client.createPixCharge({ ...input, txid }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(UpstreamRejectedError);
    expect(again).toMatchObject({ status: 409, serverMessage: "Campo txid informado já foi utilizado em outra cobrança" });
  });

  it("passes on the gateway's refusal of a key that is not the receiver's", async () => {
    const other = createEfiClient(env.clientOptions({ pixKey: "outra@chave.example" }));
    await expect(other.createPixCharge(input)).rejects.toMatchObject({
      name: "UpstreamRejectedError",
      serverMessage: "A chave informada não pertence ao recebedor",
    });
  });

  it("refuses a malformed txid or document before calling", async () => {
    await expect(client.createPixCharge({ ...input, txid: "curto" })).rejects.toThrow(RangeError);
    await expect(client.createPixCharge({ ...input, payerDocument: "123" })).rejects.toThrow(RangeError);
    expect(env.calls("PUT")).toHaveLength(0);
  });
});

describe("getPixCharge", () => {
  it("returns the paid demo transaction with its payment", async () => {
    const tx = await client.getPixCharge(DEMO_TXID_CONCLUIDA);
    expect(tx).toMatchObject({
      txid: DEMO_TXID_CONCLUIDA,
      status: "CONCLUIDA",
      amount: "99.90",
      pixKey: env.pixKey,
      payer: { name: "Maria Silva Santos", cpf: "52998224725" },
    });
    expect(tx.payerRequest).toBeTruthy();
    expect(tx.additionalInfo.length).toBeGreaterThan(0);
    expect(tx.payments).toHaveLength(1);
    expect(tx.payments[0]).toMatchObject({ amount: "99.90", payerNote: expect.any(String) });
    expect(tx.payments[0]!.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    expect(Date.parse(tx.payments[0]!.paidAt)).toBeGreaterThan(Date.parse(tx.createdAt));
    expect(expectValidDynamicBrCode(tx.pixCode!).amount).toBe("99.90");
    expect(tx).not.toHaveProperty("loc");
  });

  it("returns the active demo transaction without payments", async () => {
    const tx = await client.getPixCharge(DEMO_TXID_ATIVA);
    expect(tx.status).toBe("ATIVA");
    expect(tx.payments).toEqual([]);
  });

  it("answers not found for any other valid txid", async () => {
    const error = await client.getPixCharge("NAOEXISTE0000000000000000000001").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamNotFoundError);
    expect((error as Error).message).toBe("Nenhuma cobrança encontrada para o txid informado");
  });

  it("refuses an invalid txid without calling", async () => {
    await expect(client.getPixCharge("abc")).rejects.toMatchObject({ name: "UpstreamRejectedError", status: 400 });
    expect(env.calls("GET")).toHaveLength(0);
  });

  it("sees a charge paid through the sandbox control as CONCLUIDA with its pix[] entry", async () => {
    const created = await client.createPixCharge(input);
    const txid = created.pix.txid;
    const paid = await env.pay(txid, { infoPagador: "Obrigado" });
    expect(paid.status).toBe(200);

    const tx = await client.getPixCharge(txid);
    expect(tx.status).toBe("CONCLUIDA");
    expect(tx.payments).toHaveLength(1);
    expect(tx.payments[0]).toMatchObject({ amount: "149.90", payerNote: "Obrigado", txid });
    expect((await env.pay(txid)).status).toBe(409);
  });

  it("forgets created charges on reset but keeps the demo ones", async () => {
    const created = await client.createPixCharge(input);
    await env.reset();
    await expect(client.getPixCharge(created.pix.txid)).rejects.toBeInstanceOf(UpstreamNotFoundError);
    expect((await client.getPixCharge(DEMO_TXID_CONCLUIDA)).status).toBe("CONCLUIDA");
  });
});

import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateTxid } from "@/lib/vendors/efi/helpers";
import { redactValue, scrubText } from "@/lib/platform/log/redaction";
import { requestIdFrom } from "@/lib/platform/request/id";
import { captureLogs } from "@/tests/support/log-capture";

const COUNT = 10_000;
const digits = (length: number) => Array.from(randomBytes(length), (byte) => String(byte % 10)).join("");

/** Identifiers as the portal writes them: generated request ids, callers' ids, txids, E2E ids, trace ids. */
function generatedIds(): string[] {
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    switch (i % 5) {
      case 0:
        ids.push(requestIdFrom(null));
        break;
      case 1:
        // A load balancer's id with a phone-like digit run, kept by requestIdFrom.
        ids.push(requestIdFrom(`lb-${digits(11)}-${randomUUID().slice(0, 4)}x`));
        break;
      case 2:
        ids.push(generateTxid(26 + (i % 10)));
        break;
      case 3:
        ids.push(`E${digits(8)}${digits(12)}${generateTxid(26).slice(0, 11)}`);
        break;
      default:
        ids.push(randomBytes(16).toString("hex"));
    }
  }
  return ids;
}

describe("redaction keeps identifiers findable", () => {
  const ids = generatedIds();

  it("the generated ids include the digit runs that used to be masked", () => {
    // Sanity check of the sample: at least some ids hold a 10, 11 or 14 digit run between letters.
    expect(ids.filter((id) => /(?<!\d)(?:\d{14}|\d{10,11})(?!\d)/.test(id)).length).toBeGreaterThan(COUNT / 10);
  });

  it("leaves 10 000 ids whole in messages, under their keys and in the log line", () => {
    const { logger, entries } = captureLogs();
    for (const id of ids) {
      // A caller's own id is only recognisable under its key: inside free text "lb-<11 digits>" is a phone.
      if (!id.startsWith("lb-"))
        expect(scrubText(`falha na requisição ${id}: tempo esgotado`)).toBe(`falha na requisição ${id}: tempo esgotado`);
      expect(redactValue({ requestId: id, txid: id })).toEqual({ requestId: id, txid: id });
      logger.info({ requestId: id, txid: id });
    }
    const lines = entries();
    expect(lines).toHaveLength(COUNT);
    lines.forEach((line, index) => {
      expect(line.requestId).toBe(ids[index]);
      expect(line.txid).toBe(ids[index]);
    });
  });

  it("leaves generated ids whole in messages and paths written to the log", () => {
    const { logger, entries } = captureLogs();
    const generated = ids.filter((id) => !id.startsWith("lb-"));
    for (const id of generated) logger.info({ path: `/api/efi/cob/${id}` }, `pedido ${id}`);
    entries().forEach((line, index) => {
      expect(line.path).toBe(`/api/efi/cob/${generated[index]}`);
      expect(line.msg).toBe(`pedido ${generated[index]}`);
    });
  });

  it("still masks CPF, CNPJ and phone digit runs next to an id", () => {
    const id = randomUUID();
    const out = scrubText(`${id} cpf 52998224725 cnpj=11222333000181 tel 19998123344 (19) 99812-3344 ${id}`);
    expect(out.startsWith(id) && out.endsWith(id)).toBe(true);
    for (const value of ["52998224725", "11222333000181", "19998123344", "99812-3344"]) expect(out).not.toContain(value);
  });

  it("masks a request id key whose value is a bare document", () => {
    expect(redactValue({ requestId: "52998224725" })).toEqual({ requestId: "529********" });
    expect(redactValue({ txid: "529.982.247-25" })).toEqual({ txid: "529********" });
  });

  it("does not take a document glued to an e-mail or a quoted value for an id", () => {
    const out = scrubText('conta a52998224725bcdefgh@example.com: "a52998224725bcdefgh"');
    expect(out).not.toContain("52998224725");
  });
});

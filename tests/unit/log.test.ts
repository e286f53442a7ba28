import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { logOptions, maskDocument } from "@/lib/log";
import { redactPath } from "@/lib/request-log";

/** The app's logger configuration writing into memory: what would reach the log drain. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ ...logOptions, level: "info" }, sink), text: () => lines.join("") };
}

describe("logs never carry a tax id, password or token in clear", () => {
  it("masks them under every key the app logs them with, also one level down", () => {
    const { logger, text } = capture();
    logger.info(
      {
        cpf: "52998224725",
        documento: "11222333000181",
        cpfCnpj: "52998224725",
        senha: "maria123",
        token: "Xk9d2AbC0123456789abcdefghijklmn",
        authorization: "Bearer segredo",
        request: { cpf: "52998224725", senha: "maria123", token: "outro-token", authorization: "Basic xyz" },
      },
      "login",
    );
    const out = text();
    for (const secret of ["52998224725", "11222333000181", "maria123", "Xk9d2AbC0123456789abcdefghijklmn", "segredo", "outro-token", "Basic xyz"]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("[mascarado]");
  });

  it("masked documents keep only their first three digits, and invoice links lose their token", () => {
    expect(maskDocument("529.982.247-25")).toBe("529********");
    expect(redactPath("/fatura/Xk9d2AbC0123456789abcdefghijklmn")).toBe("/fatura/[token]");
  });
});

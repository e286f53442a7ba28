import { inspect } from "node:util";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { maskDocument, redactConsole } from "@/lib/platform/log";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { captureLogs as capture } from "@/tests/support/log-capture";

/** Personal data of the demo customers, in every form it travels in. */
const personal = [
  "52998224725",
  "529.982.247-25",
  "11222333000181",
  "11.222.333/0001-81",
  "Maria Silva Santos",
  "João Pereira Lima",
  "Exemplo Telecom Comércio Ltda",
  "Rua das Palmeiras",
  "(19) 99812-3344",
  "19998123344",
  "maria.santos@example.com",
  "maria123",
];

function expectNoPersonalData(out: string) {
  for (const value of personal) expect(out).not.toContain(value);
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
    for (const secret of [
      "52998224725",
      "11222333000181",
      "maria123",
      "Xk9d2AbC0123456789abcdefghijklmn",
      "segredo",
      "outro-token",
      "Basic xyz",
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("[mascarado]");
  });

  it("masked documents keep only their first three digits", () => {
    expect(maskDocument("529.982.247-25")).toBe("529********");
  });

  it("masks names, addresses, phones and e-mails at any depth, and keeps an already masked document", () => {
    const { logger, text, entries } = capture();
    logger.info({
      documento: maskDocument("52998224725"),
      upstream: {
        answer: {
          clientes: [
            {
              nome: "Maria Silva Santos",
              cpfcnpj: "529.982.247-25",
              endereco: { logradouro: "Rua das Palmeiras", numero: "120" },
              contatos: { celulares: ["(19) 99812-3344"], emails: ["maria.santos@example.com"] },
              contratos: [{ contratoCentralSenha: "maria123", servicos: [{ wifi_password: "segredo-wifi" }] }],
            },
          ],
        },
      },
      devedor: { nome: "João Pereira Lima", cpf: "11144477735" },
    });
    expectNoPersonalData(text());
    expect(text()).not.toContain("segredo-wifi");
    expect(entries()[0]!.documento).toBe("529********");
  });

  it("masks documents, phones, e-mails and names written inside messages and free text", () => {
    const { logger, text } = capture();
    logger.info("login de 529.982.247-25 (52998224725), Maria Silva Santos, (19) 99812-3344, maria.santos@example.com");
    logger.info({ note: "empresa 11.222.333/0001-81 / 11222333000181, Exemplo Telecom Comércio Ltda, fone 19998123344" }, "upstream");
    logger.info({ cliente: 52998224725, contrato: 20101 }, "número");
    logger.info("%s pagou", "João Pereira Lima");
    expectNoPersonalData(text());
    expect(text()).toContain("Maria S**** S*****");
    // What is not personal stays readable.
    expect(text()).toContain('"contrato":20101');
    logger.warn('Failed to find Server Action "40ab". Not Found');
    expect(text()).toContain('Failed to find Server Action \\"40ab\\". Not Found');
  });
});

describe("alphanumeric CNPJs in free text", () => {
  it("masks an unformatted alphanumeric CNPJ, in either case, and leaves ids that only look alike", () => {
    const { logger, text } = capture();
    logger.info("cobrança de 12ABC34501DE35 recusada; outra: 12abc34501de35");
    logger.info({ note: "consulta cpfcnpj=12ABC34501DE35&x=1" }, "upstream");
    expect(text()).not.toMatch(/12ABC34501DE35|12abc34501de35/);
    expect(text()).toContain("12A***********");
    // A txid, a request id and a 14-character code that is no CNPJ (wrong check digits) stay.
    const ids = [
      "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6",
      "5f0e6f8a-3c1b-4e2a-9a7d-1c2b3d4e5f60",
      "12ABC34501DE99",
      "A1B2C3D4E5F6G7H8I9J0K1L2M3",
    ];
    logger.info(`ids ${ids.join(" ")}`);
    for (const id of ids) expect(text()).toContain(id);
  });
});

describe("errors are logged without their data", () => {
  const dbError = () =>
    new DrizzleQueryError(
      'insert into "clientes" ("cpf", "nome", "telefone", "senha_central") values ($1, $2, $3, $4)',
      ["52998224725", "Maria Silva Santos", "(19) 99812-3344", "maria123"],
      Object.assign(new Error('duplicate key value violates unique constraint "clientes_cpf_key"'), {
        code: "23505",
        constraint: "clientes_cpf_key",
        table: "clientes",
        detail: "Key (cpf)=(52998224725) already exists.",
        parameters: ["52998224725", "Maria Silva Santos"],
      }),
    );

  it("drops a query's parameters from the message, the stack and the cause, keeping what diagnoses it", () => {
    const { logger, text, entries } = capture();
    logger.error({ err: dbError() }, "falha ao salvar");
    logger.error({ err: dbError() });
    logger.error(dbError());
    logger.error({ results: [{ status: "rejected", reason: dbError() }] }, "lote");
    expectNoPersonalData(text());
    const [first] = entries();
    const err = first!.err as Record<string, unknown>;
    expect(err.type).toBe("DrizzleQueryError");
    expect(err.message).toMatch(/^Failed query: insert into "clientes"[\s\S]*params: \[mascarado\]$/);
    expect(err.stack).toMatch(/\n\s+at /);
    expect(err.cause).toMatchObject({ code: "23505", constraint: "clientes_cpf_key", table: "clientes" });
    expect(err.cause).not.toHaveProperty("detail");
    expect(err.cause).not.toHaveProperty("parameters");
    // Without a message of its own the line takes the error's, masked too.
    expect(entries()[1]!.msg).toMatch(/params: \[mascarado\]$/);
  });

  it("masks personal data an upstream echoes in its refusal, keeping status and upstream", () => {
    const { logger, text, entries } = capture();
    const refusal = new UpstreamRejectedError("efi", "Devedor Maria Silva Santos (CPF 52998224725) inválido", 400);
    logger.warn({ err: refusal, msg: refusal.serverMessage }, "gateway recusou a cobrança");
    logger.warn({ err: String(refusal) }, "sgp falhou");
    expectNoPersonalData(text());
    expect(entries()[0]!.err).toMatchObject({ type: "UpstreamRejectedError", upstream: "efi", status: 400 });
    // A class left nameless by a minified build (whose `name` copies the class's) still says it is an error.
    const nameless = Object.assign(new (class extends Error {})("falhou"), { name: "" });
    logger.error({ err: nameless });
    expect(entries()[2]!.err).toMatchObject({ type: "Error", message: "falhou" });
    // A class the build renamed ("tL") that names itself: the log says its own name.
    class tL extends Error {
      override readonly name = "DatabaseUnavailableError";
    }
    logger.error({ err: new tL("banco indisponível") });
    expect(entries()[3]!.err).toMatchObject({ type: "DatabaseUnavailableError" });
  });

  it("copes with cycles, causes and aggregate errors", () => {
    const { logger, text } = capture();
    const cyclic: Record<string, unknown> = { nota: "Ana Costa Ribeiro" };
    cyclic.self = cyclic;
    const aggregate = new AggregateError([dbError(), new Error("CPF 390.533.447-05")], "várias falhas");
    logger.error({ err: new Error("fora", { cause: aggregate }), cyclic });
    const out = text();
    expectNoPersonalData(out);
    expect(out).not.toContain("Ana Costa Ribeiro");
    expect(out).not.toContain("390.533.447-05");
    expect(out).toContain("várias falhas");
  });
});

describe("the server's console", () => {
  it("prints what Next.js reports (messages, uncaught errors) with the same redaction", () => {
    const printed: unknown[][] = [];
    const record = (...args: unknown[]) => void printed.push(args);
    const fake = { debug: record, error: record, info: record, log: record, warn: record };
    redactConsole(fake);
    const error = new DrizzleQueryError('select * from "clientes" where "cpf" = $1', ["52998224725", "Maria Silva Santos"]);
    fake.error("⨯", error);
    fake.warn("cliente 529.982.247-25 (Maria Silva Santos)");
    fake.log({ devedor: { nome: "João Pereira Lima" } });
    const out = inspect(printed, { depth: null });
    expectNoPersonalData(out);
    expect(out).toContain("DrizzleQueryError");
    expect(printed[0]![0]).toBe("⨯");
  });
});

import { beforeEach, expect, it } from "vitest";
import { clientes } from "@/lib/vendors/db/schema";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { captureLogs as capture } from "@/tests/support/log-capture";
import { rejectionOf } from "@/tests/support/rejection";

/** A real database error, raised through drizzle, logged by the app's logger configuration. */

const maria = { cpf: "52998224725", nome: "Maria Silva Santos", telefone: "(19) 99812-3344", email: "maria.santos@example.com" };

describeEachDatabase("database errors in the logs", (getDb) => {
  beforeEach(() => truncateAll(getDb()));

  it("a unique violation carrying a document, a name and a phone is logged without them", async () => {
    await getDb().insert(clientes).values(maria);
    const error = await rejectionOf(getDb().insert(clientes).values(maria));
    // The raw error does carry them: this is what the logger must hold back.
    const raw = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`;
    expect(raw).toContain(maria.cpf);
    expect(raw).toContain(maria.nome);

    const { logger, text } = capture();
    logger.error({ err: error }, "erro ao salvar cliente");
    logger.error(error);
    logger.warn({ results: [{ status: "rejected", reason: error }] }, "lote");
    const out = text();
    for (const value of Object.values(maria)) expect(out).not.toContain(value);
    expect(out).toContain("23505");
    expect(out).toContain("clientes_cpf_key");
  });
});

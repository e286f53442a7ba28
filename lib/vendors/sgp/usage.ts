import "server-only";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { centralPasswordByContractSchema } from "./consulta";
import { requireDocument } from "./customers";
import type { SgpContext } from "./transport";
import { usageAnswerSchema } from "./usage-schemas";

/**
 * The usage statement (docs/SGP-ENDPOINTS.md §5): a central call with the subscriber's own
 * `cpfcnpj` + `senha`. The server reads the contract's central password (`contratoCentralSenha`)
 * itself, for the call only: it never reaches the browser nor any cache.
 */
export function usageCalls(ctx: SgpContext) {
  async function centralPasswordOf(document: string, contractId: number): Promise<string> {
    const json = await ctx.send({ path: "/api/ura/consultacliente/", form: { cpfcnpj: document }, listKey: "contratos" });
    const found = parseUpstream("sgp", centralPasswordByContractSchema, json).contratos.find((c) => c.contratoId === contractId);
    if (!found?.contratoCentralSenha) throw new UpstreamRejectedError("sgp", "contrato sem senha da central");
    return found.contratoCentralSenha;
  }

  /** The contract's usage in each month asked (`month` 1–12), in the order asked. */
  async function listUsage(documentText: string, contractId: number, months: readonly { year: number; month: number }[]) {
    const document = requireDocument(documentText);
    const senha = await centralPasswordOf(document, contractId);
    return Promise.all(
      months.map(async ({ year, month }) => {
        const json = await ctx.send({
          path: "/api/central/extratouso/",
          auth: "subscriber",
          form: { cpfcnpj: document, senha, contrato: contractId, ano: year, mes: month },
        });
        return { year, month, ...parseUpstream("sgp", usageAnswerSchema, json) };
      }),
    );
  }

  return { listUsage };
}

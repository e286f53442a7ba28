import type { Route } from "../http";
import { brazilDate } from "../../lib/vendors/sgp/dates";
import { post, refuse, str, type SgpSandboxContext } from "./api";
import { protocolOf } from "./dataset";
import { findContract } from "./views";

/** The SGP instance's own setting for how long a promise release lasts. */
const LIBERADO_DIAS = 3;

/**
 * The promise release, `liberacaopromessa` (docs/UPSTREAMS.md §1.8): `contrato`, optional
 * `data_promessa` and `conteudo`; the SGP decides by the contract's suspension, at contract level.
 */
export function releaseRoutes(ctx: SgpSandboxContext): Route[] {
  const liberacao = post(ctx, "/api/ura/liberacaopromessa/", (f) => {
    const data = ctx.data();
    if (!f.contrato) return refuse("Parâmetro contrato é obrigatório", { liberado: false });
    const found = findContract(data, f.contrato);
    if (!found) return refuse("Contrato não encontrado", { liberado: false });
    const { customer, contract } = found;
    if (contract.status === "cancelado") return refuse("Contrato cancelado não pode ser liberado", { liberado: false });
    if (contract.promessasPagamentoMes >= 1) {
      return refuse("Limite de promessas de pagamento atingido neste mês", { liberado: false });
    }
    if (contract.status !== "suspenso") return refuse("Contrato não está suspenso", { liberado: false });
    const dataPromessa = str(f.data_promessa) || brazilDate(ctx.now(), LIBERADO_DIAS);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dataPromessa)) return refuse("Data de promessa inválida", { liberado: false });

    contract.status = "ativo";
    contract.motivo_status = "";
    contract.promessasPagamentoMes += 1;
    const protocolo = protocolOf(brazilDate(ctx.now()), data.nextProtocol++);
    const servicesText = contract.servicos.map((s) => `Serviço ID: ${s.id}, Login: ${s.login || "-"}`).join("\n");
    return {
      json: {
        status: 1,
        liberado: true,
        liberado_dias: LIBERADO_DIAS,
        protocolo,
        razaoSocial: customer.nome,
        cpfCnpj: customer.cpfcnpj,
        contratoId: contract.id,
        data_promessa: dataPromessa,
        msg: `Liberação via URA -\n${servicesText}\nMotivo: Promessa de Pagamento\n`,
      },
    };
  });
  return [liberacao];
}

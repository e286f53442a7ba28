import type { Route } from "../http";
import { brazilDate, brazilTime } from "../../lib/vendors/sgp/dates";
import { get, post, refuse, str, type SgpSandboxContext } from "./api";
import { protocolOf, type SgpMotive } from "./dataset";
import { findContract, orderView, paginate } from "./views";

const TICKET_TYPE_NAMES: Record<string, string> = { "33": "Suporte Técnico", "5": "Atendimento" };

/**
 * Service orders, the reasons' catalogue and ticket creation (docs/UPSTREAMS.md §1.5–§1.7). The
 * catalogue lists the active reasons in the sandbox's shape (`reasonShape`), and `motivoos` is read
 * as that shape's key: the code where the catalogue shows codes, the id where it shows ids.
 */
export function supportRoutes(ctx: SgpSandboxContext): Route[] {
  const keyOf = (motive: SgpMotive) => (ctx.reasonShape === "codigo" ? motive.codigo : String(motive.id));

  const ordens = post(ctx, "/api/ura/ordemservico/list/", (f) => {
    const list = ctx
      .data()
      .orders.filter((o) => !f.contrato || String(o.contrato) === str(f.contrato))
      .filter((o) => !f.ordem_servico || String(o.id) === str(f.ordem_servico))
      .sort((a, b) => b.id - a.id);
    const { page, paginacao } = paginate(list, f.offset, f.limit, 1000);
    return { json: { ordens_servicos: page.map(orderView), paginacao } };
  });

  const motivos = get(ctx, "/api/os/ocorrencia/motivo/list/", () => ({
    json: ctx
      .data()
      .motives.filter((m) => m.ativo)
      .map((m) => (ctx.reasonShape === "codigo" ? { codigo: m.codigo, descricao: m.descricao } : { id: m.id, descricao: m.descricao })),
  }));

  const chamado = post(ctx, "/api/ura/chamado/", (f) => {
    const data = ctx.data();
    if (!f.contrato) return refuse("Parâmetro contrato é obrigatório");
    const found = findContract(data, f.contrato);
    if (!found) return refuse("Contrato não encontrado");
    const motive = f.motivoos !== undefined ? data.motives.find((m) => keyOf(m) === str(f.motivoos)) : undefined;
    if (f.motivoos !== undefined && !motive) return refuse("Motivo de OS não encontrado");

    const now = ctx.now();
    const today = brazilDate(now);
    const protocolo = protocolOf(today, data.nextProtocol++);
    const [dataAgendamento = null, horaAgendamento = null] = str(f.data_hora_agendamento).split(" ").filter(Boolean);
    const { customer, contract } = found;
    if (str(f.desativa_os) !== "1") {
      data.orders.push({
        id: data.nextOrderId++,
        ocorrencia: protocolo,
        cliente: customer.nome.toUpperCase(),
        contrato: contract.id,
        contrato_status: contract.status.charAt(0).toUpperCase() + contract.status.slice(1),
        tipo: TICKET_TYPE_NAMES[str(f.ocorrenciatipo) || "5"] ?? `Tipo ${str(f.ocorrenciatipo)}`,
        status: "Aberta",
        motivo: motive?.descricao ?? "",
        pop: contract.pop.nome,
        conteudo: str(f.conteudo),
        responsavel: str(f.responsaveloc),
        usuario: str(f.usuario),
        usuario_finalizacao: "",
        tecnicos_auxiliares: [],
        classificacoes: [],
        data_cadastro: today,
        hora_cadastro: brazilTime(now),
        data_agendamento: dataAgendamento,
        hora_agendamento: horaAgendamento,
        data_finalizacao: null,
        hora_finalizacao: null,
      });
    }
    return {
      json: {
        status: 1,
        protocolo,
        razaoSocial: customer.nome,
        cpfCnpj: customer.cpfcnpj,
        contratoId: contract.id,
        msg: `Chamado aberto com sucesso. Protocolo: ${protocolo}`,
      },
    };
  });

  return [ordens, motivos, chamado];
}

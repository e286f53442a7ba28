import { onlyDigits } from "../../lib/br/document";
import { brazilDate } from "../../lib/sgp/dates";
import type { SgpContract, SgpCustomer, SgpDataset, SgpTitulo } from "./dataset";

/**
 * How the SGP renders the dataset on each endpoint: the fields of the real
 * system (docs/UPSTREAMS.md §1) plus those the spec reads.
 */

const CONTRACT_CODE: Record<SgpContract["status"], number> = { ativo: 1, cancelado: 3, suspenso: 4 };
const CONTRACT_DISPLAY: Record<SgpContract["status"], string> = { ativo: "Ativo", cancelado: " Cancelado", suspenso: "Suspenso" };

export const digitsOf = (value: unknown) => onlyDigits(typeof value === "string" || typeof value === "number" ? String(value) : "");

export function findCustomer(data: SgpDataset, document: string): SgpCustomer | undefined {
  const digits = digitsOf(document);
  return digits ? data.customers.find((c) => digitsOf(c.cpfcnpj) === digits) : undefined;
}

export function findContract(data: SgpDataset, id: unknown) {
  for (const customer of data.customers) {
    const contract = customer.contratos.find((c) => String(c.id) === String(id ?? "").trim());
    if (contract) return { customer, contract };
  }
  return undefined;
}

function daysLate(title: SgpTitulo, now: Date): number {
  if (title.status !== "aberto") return 0;
  const late = (Date.parse(brazilDate(now)) - Date.parse(title.dataVencimento)) / 86_400_000;
  return Math.max(0, Math.round(late));
}

/** "{base}" in stored links is the sandbox's own URL, as the client reached it. */
export function titleView(title: SgpTitulo, baseUrl: string, now: Date) {
  return {
    ...title,
    clienteContrato: title.contrato,
    diasAtraso: daysLate(title, now),
    link: title.link.replace("{base}", baseUrl),
    link_cobranca: title.link_cobranca.replace("{base}", baseUrl),
  };
}

/** /api/ura/clientes/: nested contracts and services; embedded titles lack links, as on real instances. */
export function customerView(customer: SgpCustomer, data: SgpDataset, now: Date) {
  const { contatos } = customer;
  return {
    ...customer,
    email: contatos.emails[0] ?? "",
    celular: contatos.celulares[0] ?? "",
    telefones: contatos.telefones,
    contratos: customer.contratos.map(({ pop, ...contract }) => ({
      ...contract,
      popId: pop.id,
      popNome: pop.nome,
    })),
    titulos: data.titulos
      .filter((t) => t.clienteId === customer.id && t.status === "aberto")
      .map((t) => ({
        id: t.id,
        valor: t.valor,
        valorCorrigido: t.valorCorrigido,
        dataVencimento: t.dataVencimento,
        status: t.status,
        codigoPix: t.codigoPix,
        diasAtraso: daysLate(t, now),
      })),
  };
}

/** /api/ura/consultacliente/: one flat record per contract (docs/UPSTREAMS.md §1.2). */
export function flatContractView(customer: SgpCustomer, contract: SgpContract, data: SgpDataset) {
  const open = data.titulos.filter((t) => t.contrato === contract.id && t.status === "aberto");
  const internet = contract.servicos.find((s) => s.tipo === "Internet");
  const e = contract.endereco;
  return {
    contratoId: contract.id,
    clienteId: customer.id,
    razaoSocial: customer.nome,
    cpfCnpj: customer.cpfcnpj,
    contratoStatus: CONTRACT_CODE[contract.status],
    contratoStatusDisplay: CONTRACT_DISPLAY[contract.status],
    contratoStatusModo: 1,
    motivo_status: contract.motivo_status,
    contratoValorAberto: Math.round(open.reduce((sum, t) => sum + t.valorCorrigido, 0) * 100) / 100,
    contratoTitulosAReceber: open.length,
    promessasPagamentoMes: contract.promessasPagamentoMes,
    contratoCentralLogin: contract.contratoCentralLogin,
    contratoCentralSenha: contract.contratoCentralSenha,
    planointernet: internet?.plano.descricao ?? "",
    servico_plano: internet?.plano.descricao ?? "",
    servico_login: internet?.login ?? "",
    servico_tipo_conexao: "PPPoE",
    servico_grupo: internet?.grupo ?? "",
    servico_mac: internet?.mac ?? "",
    servico_wifi_ssid: internet?.wifi_ssid ?? "",
    servico_wifi_password: internet?.wifi_password ?? "",
    servico_wifi_ssid_5: internet?.wifi_ssid_5 ?? "",
    servico_wifi_password_5: internet?.wifi_password_5 ?? "",
    popId: contract.pop.id,
    popNome: contract.pop.nome,
    telefones: [...customer.contatos.telefones, ...customer.contatos.celulares],
    emails: customer.contatos.emails,
    tags: [],
    endereco_logradouro: e.logradouro,
    endereco_numero: e.numero,
    endereco_bairro: e.bairro,
    endereco_cidade: e.cidade,
    endereco_uf: e.uf,
    endereco_cep: e.cep,
    endereco_complemento: e.complemento,
    dataCadastro: `${contract.dataCadastro.split("-").reverse().join("/")} 09:00:00`,
    dataNascimento: customer.dataNascimento,
  };
}

/** `paginacao` as list endpoints return it, with offset/limit applied. */
export function paginate<T>(items: T[], offset: unknown, limit: unknown, maxLimit: number) {
  const start = Math.max(0, Number(offset) || 0);
  const size = Math.min(maxLimit, Math.max(1, Number(limit) || maxLimit));
  const page = items.slice(start, start + size);
  return { page, paginacao: { offset: start, limit: size, parcial: page.length, total: items.length } };
}
